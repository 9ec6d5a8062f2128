import { roomEndpoints, TEMP_HOST_RENEW_MS } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { quietHeartbeat } from '../db/room-store';
import { ownParticipant, roomOfOwnParticipant } from '../room/own-participant';
import { changeRoom } from '../room/room-change';
import { holdsTempHost } from '../rules/rights';

/**
 * The meeting user record every ROOM_HEARTBEAT_MS: the participant is seen; their camera and mic are
 * kept within their grants; a temporary host in time keeps the power TEMP_HOST_RENEW_MS more. The room
 * hears of it only when the record changed; most beats change nothing and take no room lock.
 */
export const heartbeatHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.heartbeat, async ({ caller, participantId, videoEnabled, audioEnabled }) => {
    const { room, owner } = await roomOfOwnParticipant(ctx, caller, participantId);
    const now = ctx.clock.now();
    const quiet = await quietHeartbeat(ctx.db, {
      participantId,
      owner,
      video: videoEnabled,
      audio: audioEnabled,
      now,
      renewUntil: new Date(now.getTime() + TEMP_HOST_RENEW_MS),
    });
    if (quiet !== undefined) return { version: quiet };
    const { version } = await changeRoom(ctx, room, async ({ model, now }) => {
      const me = ownParticipant(model, participantId, owner);
      const was = { video: me.videoEnabled, audio: me.audioEnabled };
      me.lastSeenAt = now.toISOString();
      me.videoEnabled = videoEnabled && me.camAllowed;
      me.audioEnabled = audioEnabled && me.micAllowed;
      if (holdsTempHost(me, now))
        me.tempHostUntil = new Date(now.getTime() + TEMP_HOST_RENEW_MS).toISOString();
      const changed = was.video !== me.videoEnabled || was.audio !== me.audioEnabled;
      return { event: changed ? { method: 'onUserListMeeting', fromParticipantId: participantId } : null };
    });
    return { version };
  });
