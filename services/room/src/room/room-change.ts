import {
  AppError,
  ErrorCode,
  ROOM_FEATURES,
  type RoomEvent,
  type RoomEventMethod,
  roomMessages,
} from '@canstring/contracts';
import type { RoomServiceContext } from '../context';
import { loadRoomForUpdate, type RoomTx, saveRoom } from '../db/room-store';
import { followStoppedRecordings } from '../recording/after-recording-stopped';
import { recordingStoppedBetween, stopRecordingWithoutHosts } from '../recording/hostless-recording';
import { copyOfRoom, type ParticipantModel, publicRecord, type RoomModel, sameFields } from './model';
import { publishRoomEvents } from './room-events';
import { roomStateFor } from './room-state';

/** What a rule announces; the version, flags and participant lists are filled in from what it changed. */
export interface RoomEventDraft {
  method: RoomEventMethod;
  /** Made into JSON text; defaults to {}. */
  payload?: unknown;
  fromParticipantId?: string | null;
  audience?: string[] | null;
  /** onInitialData: the state as this participant sees it. */
  stateFor?: ParticipantModel;
}

export interface RoomChangeScope {
  tx: RoomTx;
  /** The room under its row lock; the rule changes it in place. */
  model: RoomModel;
  now: Date;
}

/**
 * A rule: changes the room (or throws an AppError and nothing is kept), says what to announce, and
 * may compose an answer from the room once saved (with its new version).
 */
export type RoomRule<T = undefined> = (scope: RoomChangeScope) => Promise<{
  event: RoomEventDraft | null;
  answer?: (scope: RoomChangeScope) => Promise<T>;
}>;

export interface RoomChangeResult<T> {
  event: RoomEvent | null;
  version: number;
  answer: T | undefined;
  /** The recording this change stopped (to stop capturing and compose it once committed). */
  stoppedRecording: string | null;
}

/**
 * Compares the public records, except that a temporary host's renewed expiry is no news: it moves on
 * every heartbeat, and the sweeper announces the expiry itself.
 */
const newsworthy = (before: ParticipantModel, after: ParticipantModel): boolean =>
  !sameFields(before, after, [
    'owner',
    'lastSeenAt',
    'lastTransferAt',
    ...(before.temphost && after.temphost ? (['tempHostUntil'] as const) : []),
  ]);

/**
 * Runs one rule on a room inside the given transaction: holds the room row, applies the rule, bumps
 * the version by one when the flags, the people or a feature's snapshot changed, saves, and returns the event to publish
 * after commit (a relay carries the current version).
 */
export const changeRoomIn = async <T>(
  tx: RoomTx,
  room: string,
  now: Date,
  rule: RoomRule<T>,
): Promise<RoomChangeResult<T>> => {
  const model = await loadRoomForUpdate(tx, room);
  if (!model) throw new AppError(ErrorCode.NotFound, roomMessages.notInRoom);
  const before = copyOfRoom(model);
  const scope = { tx, model, now };
  const { event: draft, answer: compose } = await rule(scope);
  stopRecordingWithoutHosts(model, now);
  const stoppedRecording = recordingStoppedBetween(before, model);

  const earlier = new Map(before.participants.map((p) => [p.participantId, p]));
  const changed = model.participants.filter((p) => {
    const old = earlier.get(p.participantId);
    return !old || newsworthy(old, p);
  });
  const kept = new Set(model.participants.map((p) => p.participantId));
  const left = before.participants.filter((p) => !kept.has(p.participantId)).map((p) => p.participantId);
  const flagsChanged = JSON.stringify(before.flags) !== JSON.stringify(model.flags);
  const features = Object.fromEntries(
    ROOM_FEATURES.filter((f) => JSON.stringify(before.features[f]) !== JSON.stringify(model.features[f])).map(
      (f) => [f, model.features[f]],
    ),
  );
  const stateChanged =
    flagsChanged || changed.length > 0 || left.length > 0 || Object.keys(features).length > 0;
  model.version = before.version + (stateChanged ? 1 : 0);
  await saveRoom(tx, before, model);
  const answer = await compose?.(scope);
  if (!draft) return { event: null, version: model.version, answer, stoppedRecording };

  const event: RoomEvent = {
    room,
    version: model.version,
    method: draft.method,
    fromParticipantId: draft.fromParticipantId ?? null,
    payload: JSON.stringify(draft.payload ?? {}),
    flags: model.flags,
    participants: changed.map(publicRecord),
    left,
    features,
    audience: draft.audience ? [...new Set(draft.audience)] : null,
    state: draft.stateFor ? await roomStateFor(tx, model, draft.stateFor) : null,
  };
  return { event, version: model.version, answer, stoppedRecording };
};

/** Runs one rule in its own transaction and publishes its event once committed. */
export const changeRoom = async <T>(
  ctx: RoomServiceContext,
  room: string,
  rule: RoomRule<T>,
): Promise<RoomChangeResult<T>> => {
  const { now, result } = await ctx.roomTurns.inTurn(room, async () => {
    const now = ctx.clock.now();
    return { now, result: await ctx.db.transaction((tx) => changeRoomIn(tx, room, now, rule)) };
  });
  if (result.event) publishRoomEvents(ctx.nc, [result.event]);
  if (result.stoppedRecording)
    followStoppedRecordings(ctx, [{ room, recordingId: result.stoppedRecording, at: now }]);
  return result;
};
