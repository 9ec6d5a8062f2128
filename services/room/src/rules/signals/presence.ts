import type { SignalRules } from './signal-scope';

/** The sender's name in the room, and the room's state asked for again. */
export const presenceSignals = {
  editName: ({ signal, me, announce }) => {
    me.userName = signal.payload.userName;
    return announce({ method: 'onNameChange' });
  },
  meetingInitialStatus: ({ me }) => ({
    event: {
      method: 'onInitialData',
      fromParticipantId: me.participantId,
      audience: [me.participantId],
      stateFor: me,
    },
  }),
} satisfies Partial<SignalRules>;
