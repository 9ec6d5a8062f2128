import { type MeetingEndReason, noFeatures } from '@canstring/contracts';
import { closeBoards } from '../db/board-store';
import type { RoomModel } from '../room/model';
import type { RoomChangeScope, RoomEventDraft } from '../room/room-rule';

/**
 * Ends the session (spec 3 §4): recording off, nothing on the stage, the whiteboard closed (kept for
 * the meeting's hosts), no screen share, everyone out. The next join starts a fresh, unstarted session.
 */
export const endMeeting = async (
  { tx, model, now }: RoomChangeScope,
  reason: MeetingEndReason,
  from: string | null,
): Promise<RoomEventDraft> => {
  await closeBoards(tx, model.info.room, now);
  model.flags = {
    ...model.flags,
    started: false,
    ended: true,
    recording: false,
    recordingId: null,
    displayMode: 'none',
    sharedContent: null,
    screenSharerId: null,
    hostAbsentSince: null,
  };
  model.features = noFeatures();
  model.participants = [];
  return { method: 'meetingEnded', payload: { reason }, fromParticipantId: from };
};

/** Takes people out of the room; a leaving screen sharer's share ends with them. */
export const removeParticipants = (model: RoomModel, ids: string[]): void => {
  const gone = new Set(ids);
  model.participants = model.participants.filter((p) => !gone.has(p.participantId));
  if (model.flags.screenSharerId && gone.has(model.flags.screenSharerId)) model.flags.screenSharerId = null;
};
