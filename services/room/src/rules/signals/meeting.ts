import { roomMessages } from '@canstring/contracts';
import { addRemoval } from '../../db/room-store';
import { endMeeting, removeParticipants } from '../end-meeting';
import { forbidden, type SignalRules, target } from './signal-scope';

/** The host runs the meeting: starts or ends it, locks it, removes someone. */
export const meetingSignals = {
  meetingStatus: async (scope) => {
    const { signal, model, me, announce } = scope;
    if (!signal.payload.started)
      return { event: await endMeeting(scope, 'stoppedByOrganizer', me.participantId) };
    model.flags.started = true;
    return announce();
  },
  lockStatus: ({ signal, model, announce }) => {
    model.flags.locked = signal.payload.locked;
    return announce();
  },
  onkickUser: async ({ tx, signal, model, me, announce }) => {
    const who = target(model, signal.payload.participantId);
    if (who.isHost || who.participantId === me.participantId) throw forbidden(roomMessages.cannotRemoveHost);
    await addRemoval(tx, model.info.room, who.owner);
    // Every window of the removed person goes.
    removeParticipants(
      model,
      model.participants.filter((p) => p.owner === who.owner).map((p) => p.participantId),
    );
    return announce();
  },
} satisfies Partial<SignalRules>;
