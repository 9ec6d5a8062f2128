import { AppError, ErrorCode, roomEndpoints, roomMessages, TEMP_HOST_RENEW_MS } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import type { HeartbeatRecord } from '../db/room-store';
import { followMediaReport } from '../room/media-report';
import { ownerOf } from '../room/model';

/** A beat may say a camera or mic went off, never turn one on (that is camEnabled/micEnabled). */
const turnsOff = (record: HeartbeatRecord, video: boolean, audio: boolean): boolean =>
  (record.videoEnabled && !(video && record.camAllowed)) ||
  (record.audioEnabled && !(audio && record.micAllowed));

/**
 * The meeting user record every ROOM_HEARTBEAT_MS: the participant is heard, and a temporary host in
 * time keeps the power TEMP_HOST_RENEW_MS more. That is liveness, kept apart from the room's state: it
 * takes no room lock and leaves the room's version as it is, so its answer never waits for what the
 * host is doing. A beat reporting a camera or mic now off has the room follow it as a change of its
 * own, after the answer.
 */
export const heartbeatHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.heartbeat, async ({ caller, participantId, videoEnabled, audioEnabled }) => {
    const owner = ownerOf(caller);
    const now = ctx.clock.now();
    const record = await ctx.heartbeats.record({
      participantId,
      owner,
      now,
      renewUntil: new Date(now.getTime() + TEMP_HOST_RENEW_MS),
    });
    // Unknown, gone or someone else's: refused alike, so ids cannot be probed.
    if (!record) throw new AppError(ErrorCode.Forbidden, roomMessages.notInRoom);
    if (turnsOff(record, videoEnabled, audioEnabled))
      followMediaReport(ctx, record.room, { participantId, owner, videoEnabled, audioEnabled });
    return { version: record.version };
  });
