import { mediaEndpoints, recordingEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { startOfRecording } from './recording-id';

/**
 * Once a stop is committed (by a host, the meeting's end or the last host leaving): the media server
 * stops capturing, and the recording service composes what was captured. Neither call can undo the
 * stop, so a failure is logged (the media service's capture ends with the SFU room anyway).
 */
export const afterRecordingStopped = async (
  ctx: RoomServiceContext,
  room: string,
  recordingId: string,
  endedAt: Date,
): Promise<void> => {
  try {
    await call(ctx.nc, mediaEndpoints.recordingStop, { meetingNumber: room, recordingId });
  } catch (error) {
    ctx.log.warn({ err: error, room, recordingId }, 'the media server did not stop the recording');
  }
  try {
    await call(ctx.nc, recordingEndpoints.finish, {
      recordingId,
      meetingNumber: room,
      startedAt: startOfRecording(recordingId).toISOString(),
      endedAt: endedAt.toISOString(),
    });
  } catch (error) {
    ctx.log.error({ err: error, room, recordingId }, 'the recording could not be handed to composition');
  }
};

/** Runs the after-effects of stopped recordings without holding up the change that stopped them. */
export const followStoppedRecordings = (
  ctx: RoomServiceContext,
  stopped: { room: string; recordingId: string; at: Date }[],
): void => {
  for (const s of stopped) void afterRecordingStopped(ctx, s.room, s.recordingId, s.at);
};
