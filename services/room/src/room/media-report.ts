import type { RoomServiceContext } from '../context';
import { changeRoom } from './room-change';

/** What a participant's tab reported of its camera and mic in a heartbeat. */
export interface MediaReport {
  participantId: string;
  owner: string;
  videoEnabled: boolean;
  audioEnabled: boolean;
}

/**
 * The room follows a heartbeat that found the camera or mic off while the record says on: a change of
 * its own under the room's lock, announced to the room when it changed the record. A report may turn
 * something off, never on (a beat sent before the host's Mute all must not undo it after Allow).
 */
export const applyMediaReport = (ctx: RoomServiceContext, room: string, report: MediaReport) =>
  changeRoom(ctx, room, async ({ model }) => {
    const me = model.participants.find(
      (p) => p.participantId === report.participantId && p.owner === report.owner,
    );
    if (!me) return { event: null };
    const was = { video: me.videoEnabled, audio: me.audioEnabled };
    me.videoEnabled = me.videoEnabled && report.videoEnabled && me.camAllowed;
    me.audioEnabled = me.audioEnabled && report.audioEnabled && me.micAllowed;
    const changed = was.video !== me.videoEnabled || was.audio !== me.audioEnabled;
    return {
      event: changed ? { method: 'onUserListMeeting', fromParticipantId: report.participantId } : null,
    };
  });

/** Applies a heartbeat's report without holding up the heartbeat's answer; a failure is logged. */
export const followMediaReport = (ctx: RoomServiceContext, room: string, report: MediaReport): void => {
  applyMediaReport(ctx, room, report).catch((error) => {
    ctx.log.warn({ err: error, room }, 'a heartbeat’s camera or mic report could not be applied');
  });
};
