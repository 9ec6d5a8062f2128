import {
  AppError,
  ErrorCode,
  mediaEndpoints,
  type RoomCaller,
  recordingEndpoints,
  recordingMessages,
  roomEndpoints,
  roomMessages,
} from '@canstring/contracts';
import { call, handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { newRecordingId } from '../recording/recording-id';
import { ownerOf, type ParticipantModel, type RoomModel } from '../room/model';
import { changeRoom } from '../room/room-change';
import { hasHostPower } from '../rules/rights';

const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);

/**
 * The caller's participant in the room with host power: the one named, or (the legacy media-server
 * call names none) any of the caller's own with host power.
 */
const recordingHost = (
  model: RoomModel,
  caller: RoomCaller,
  participantId: string | undefined,
  now: Date,
): ParticipantModel => {
  const owner = ownerOf(caller);
  const mine = model.participants.filter(
    (p) => p.owner === owner && (participantId === undefined || p.participantId === participantId),
  );
  if (mine.length === 0) throw new AppError(ErrorCode.Forbidden, recordingMessages.onlyHostsRecord);
  const host = mine.find((p) => hasHostPower(p, now));
  if (!host) throw new AppError(ErrorCode.Forbidden, recordingMessages.onlyHostsRecord);
  return host;
};

/** The media server's refusal in its own words (a full disk); otherwise it did not answer. */
const mediaRefusal = (error: unknown): AppError =>
  error instanceof AppError &&
  (error.code !== ErrorCode.Unavailable || error.message === recordingMessages.diskFull)
    ? error
    : new AppError(ErrorCode.Unavailable, recordingMessages.mediaServerUnavailable);

const stopCapture = (ctx: RoomServiceContext, meetingNumber: string, recordingId: string) =>
  call(ctx.nc, mediaEndpoints.recordingStop, { meetingNumber, recordingId }).catch((error) =>
    ctx.log.warn({ err: error, recordingId }, 'the media server did not stop an unused recording'),
  );

/**
 * Starts recording (host power only): the media server captures first, the recording is registered
 * with its meeting, and only then does the room announce it, so what everyone is told is true.
 */
export const recordingStartHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.recordingStart, async ({ caller, meetingNumber, participantId }) => {
    const room = meetingNumber;
    // A recording belongs to a signed-in host's meeting; a guest holding a temporary hosting may not record.
    if (!('actor' in caller)) throw new AppError(ErrorCode.Forbidden, recordingMessages.onlyHostsRecord);
    const { answer: people } = await changeRoom(ctx, room, async ({ model, now }) => {
      recordingHost(model, caller, participantId, now);
      if (model.flags.ended) throw conflict(roomMessages.meetingOver);
      if (!model.flags.started) throw conflict(roomMessages.notStarted);
      if (model.flags.recording) throw conflict(recordingMessages.alreadyRunning);
      const present = model.participants.map((p) => ({ participantId: p.participantId, name: p.userName }));
      return { event: null, answer: async () => present };
    });
    const startedAt = ctx.clock.now();
    const recordingId = newRecordingId(room, startedAt);
    try {
      await call(ctx.nc, mediaEndpoints.recordingStart, {
        meetingNumber: room,
        recordingId,
        people: people ?? [],
      });
    } catch (error) {
      throw mediaRefusal(error);
    }
    try {
      await call(ctx.nc, recordingEndpoints.begin, {
        actor: caller.actor,
        meetingNumber: room,
        recordingId,
        startedAt: startedAt.toISOString(),
      });
      await changeRoom(ctx, room, async ({ model, now }) => {
        const host = recordingHost(model, caller, participantId, now);
        if (model.flags.recording) throw conflict(recordingMessages.alreadyRunning);
        model.flags = { ...model.flags, recording: true, recordingId, recordingProblem: null };
        return {
          event: {
            method: 'recordingStatus',
            payload: { recording: true, recordingId },
            fromParticipantId: host.participantId,
          },
        };
      });
    } catch (error) {
      await stopCapture(ctx, room, recordingId);
      throw error;
    }
    return { recordingId };
  });

/** Stops it (host power only); the stop's after-effects (capture off, composition) follow the commit. */
export const recordingStopHandler = (ctx: RoomServiceContext) =>
  handler(
    roomEndpoints.recordingStop,
    async ({ caller, meetingNumber, participantId, recordingId: meant }) => {
      const { answer } = await changeRoom(ctx, meetingNumber, async ({ model, now }) => {
        const host = recordingHost(model, caller, participantId, now);
        const recordingId = model.flags.recordingId;
        if (!model.flags.recording || !recordingId || (meant !== undefined && meant !== recordingId))
          throw conflict(recordingMessages.notRunning);
        model.flags = { ...model.flags, recording: false, recordingId: null };
        return {
          event: {
            method: 'recordingStatus',
            payload: { recording: false, recordingId: null },
            fromParticipantId: host.participantId,
          },
          answer: async () => recordingId,
        };
      });
      return { recordingId: answer ?? '' };
    },
  );
