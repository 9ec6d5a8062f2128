import { randomUUID } from 'node:crypto';
import type { RoomCaller, RoomState } from '@canstring/contracts';
import { noFeatures } from '@canstring/contracts';
import { clearSession, roomInfoOf } from '../db/room-store';
import { takeSeat } from '../db/seat-store';
import type { Admission } from '../entry/admission-types';
import { candidateGrants, enterExam } from '../exam/exam-entry';
import { freshFlags, type ParticipantModel } from '../room/model';
import type { RoomRule } from '../room/room-rule';
import { roomStateFor } from '../room/room-state';
import { removeParticipants } from './end-meeting';
import { joinDefaults } from './join-defaults';
import { keepOut } from './keep-out';

/**
 * A person enters the room. An ended room starts a fresh, unstarted session. A non-host is refused
 * while the room is locked or after being removed from this session. The same person joining again
 * from the same window (a reload) replaces their old entry and keeps what the host had given them.
 * The mic is on at entry when the person left it on in the device preview and the room allows it.
 * The participant's id is the seat they were given in the preview, when it is theirs (else new).
 * An exam's room adds its own (exam/exam-entry.ts).
 */
export const joinRule =
  (
    caller: RoomCaller,
    owner: string,
    windowId: string,
    admission: Admission,
    audioEnabled: boolean,
    /** The seat given in the device preview: the participant's id when it is theirs and unused. */
    seat?: string,
  ): RoomRule<{
    participantId: string;
    state: RoomState;
  }> =>
  async ({ tx, model, now }) => {
    const { entry, asHost } = admission;
    model.info = roomInfoOf(entry);
    if (model.flags.ended) {
      model.flags = freshFlags();
      model.features = noFeatures();
      model.hostWasPresent = false;
      await clearSession(tx, model.info.room);
    }
    if (!asHost) await keepOut(tx, { room: model.info.room, locked: model.flags.locked }, owner);
    const userId = 'actor' in caller ? caller.actor.userId : null;
    if (admission.exam) enterExam(model, admission.exam, { owner, windowId, userId }, now);

    const participantId =
      seat !== undefined && (await takeSeat(tx, { seat, room: model.info.room, owner, now }))
        ? seat
        : randomUUID();
    const previous = model.participants.find((p) => p.owner === owner && p.windowId === windowId);
    const defaults =
      admission.exam?.role === 'candidate'
        ? candidateGrants
        : joinDefaults(caller, asHost, entry.seatType === 'webinar');
    const at = now.toISOString();
    const participant: ParticipantModel = {
      participantId,
      room: model.info.room,
      userId,
      guestId: 'guest' in caller ? caller.guest.guestId : null,
      userName: previous?.userName ?? admission.userName,
      windowId,
      videoEnabled: false,
      audioEnabled: false,
      handRaised: false,
      temphost: false,
      tempHostUntil: null,
      phone: admission.phone,
      joinedAt: at,
      lastSeenAt: at,
      lastTransferAt: null,
      ...defaults,
      // A reload keeps the grants, the hand and the hosting the host had given (a hosting transfer
      // is followed by a reload).
      ...(previous && {
        userMode: previous.userMode,
        wbAllowed: previous.wbAllowed || defaults.wbAllowed,
        screenAllowed: previous.screenAllowed || defaults.screenAllowed,
        micAllowed: previous.micAllowed || defaults.micAllowed,
        camAllowed: previous.camAllowed || defaults.camAllowed,
        handRaised: previous.handRaised,
        temphost: previous.temphost,
        tempHostUntil: previous.tempHostUntil,
        lastTransferAt: previous.lastTransferAt,
      }),
      owner,
    };
    participant.audioEnabled = audioEnabled && participant.micAllowed;
    if (previous) removeParticipants(model, [previous.participantId]);
    model.participants.push(participant);
    if (asHost) model.hostWasPresent = true;
    return {
      event: { method: 'onUserListMeeting', fromParticipantId: participant.participantId },
      answer: async () => ({
        participantId: participant.participantId,
        state: await roomStateFor(tx, model, participant),
      }),
    };
  };
