import { AppError, ErrorCode, ROOM_FEATURES, type RoomEvent, roomMessages } from '@canstring/contracts';
import type { RoomServiceContext } from '../context';
import type { PeopleCache } from '../db/people-cache';
import { loadRoomForUpdate, type RoomTx, saveRoom } from '../db/room-store';
import { followStoppedRecordings } from '../recording/after-recording-stopped';
import { recordingStoppedBetween, stopRecordingWithoutHosts } from '../recording/hostless-recording';
import { copyOfRoom, type ParticipantModel, publicRecord, type RoomModel, samePublicRecord } from './model';
import { publishRoomEvents } from './room-events';
import type { RoomChangeResult, RoomRule } from './room-rule';
import { roomStateFor } from './room-state';

/**
 * Compares the public records, except that a temporary host's renewed expiry is no news: it moves on
 * every heartbeat, and the sweeper announces the expiry itself.
 */
const newsworthy = (before: ParticipantModel, after: ParticipantModel): boolean =>
  !samePublicRecord(before, after, before.temphost && after.temphost);

/**
 * Applies one rule to `model`, a copy of the room as it stood `before` (the rule changes the copy in
 * place), saves what it changed, and drafts its event. The event and answer may refer to `model`:
 * a later rule of the same turn changes a copy of it, never it.
 */
const applyRule = async <T>(
  tx: RoomTx,
  known: PeopleCache,
  before: RoomModel,
  model: RoomModel,
  now: Date,
  rule: RoomRule<T>,
): Promise<RoomChangeResult<T>> => {
  const room = model.info.room;
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
  await saveRoom(tx, before, model, known);
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

/**
 * Runs rules on a room inside the given transaction, one after another: holds the room row and
 * loads the room once, then for each rule applies it, bumps the version by one when the flags, the
 * people or a feature's snapshot changed, saves, and drafts the event to publish after commit (a
 * relay carries the current version). A rule that throws ends the transaction with its error.
 */
export const changeRoomWith = async (
  tx: RoomTx,
  known: PeopleCache,
  room: string,
  now: Date,
  rules: readonly RoomRule<unknown>[],
): Promise<RoomChangeResult<unknown>[]> => {
  let current = await loadRoomForUpdate(tx, room, known);
  if (!current) throw new AppError(ErrorCode.NotFound, roomMessages.notInRoom);
  const results: RoomChangeResult<unknown>[] = [];
  for (const rule of rules) {
    const model = copyOfRoom(current);
    results.push(await applyRule(tx, known, current, model, now, rule));
    current = model;
  }
  return results;
};

/** Runs one rule on a room inside the given transaction (see changeRoomWith). */
export const changeRoomIn = async <T>(
  tx: RoomTx,
  known: PeopleCache,
  room: string,
  now: Date,
  rule: RoomRule<T>,
): Promise<RoomChangeResult<T>> =>
  (await changeRoomWith(tx, known, room, now, [rule as RoomRule<unknown>]))[0] as RoomChangeResult<T>;

/** Publishes the events of committed changes, in order, and follows the recordings they stopped. */
const announce = (
  ctx: RoomServiceContext,
  room: string,
  now: Date,
  results: readonly RoomChangeResult<unknown>[],
): void => {
  publishRoomEvents(
    ctx.nc,
    results.flatMap((r) => (r.event ? [r.event] : [])),
  );
  followStoppedRecordings(
    ctx,
    results.flatMap((r) => (r.stoppedRecording ? [{ room, recordingId: r.stoppedRecording, at: now }] : [])),
  );
};

const inTransaction = (
  ctx: RoomServiceContext,
  room: string,
  now: Date,
  rules: readonly RoomRule<unknown>[],
): Promise<RoomChangeResult<unknown>[]> =>
  ctx.db.transaction((tx) => changeRoomWith(tx, ctx.knownPeople, room, now, rules));

/**
 * One turn of a room: its queued rules in one transaction, their events published once it commits.
 * When one of them is refused or fails, nothing of the turn is kept and each rule runs again in a
 * transaction of its own, so each caller gets what their change alone would have got.
 */
export const runRoomTurn = async (
  ctx: RoomServiceContext,
  room: string,
  rules: readonly RoomRule<unknown>[],
): Promise<PromiseSettledResult<RoomChangeResult<unknown>>[]> => {
  if (rules.length > 1) {
    const now = ctx.clock.now();
    const together = await inTransaction(ctx, room, now, rules).catch(() => null);
    if (together) {
      announce(ctx, room, now, together);
      return together.map((value) => ({ status: 'fulfilled', value }));
    }
  }
  const outcomes: PromiseSettledResult<RoomChangeResult<unknown>>[] = [];
  for (const rule of rules) {
    try {
      const now = ctx.clock.now();
      const [value] = (await inTransaction(ctx, room, now, [rule])) as [RoomChangeResult<unknown>];
      announce(ctx, room, now, [value]);
      outcomes.push({ status: 'fulfilled', value });
    } catch (reason) {
      outcomes.push({ status: 'rejected', reason });
    }
  }
  return outcomes;
};

/**
 * Runs one rule at the room's next turn (with the changes queued beside it) and answers once its
 * event is published.
 */
export const changeRoom = async <T>(
  ctx: RoomServiceContext,
  room: string,
  rule: RoomRule<T>,
): Promise<RoomChangeResult<T>> =>
  (await ctx.roomTurns.inTurn(room, rule as RoomRule<unknown>)) as RoomChangeResult<T>;
