import { roomMessages } from '@canstring/contracts';
import { forbidden, type SignalRules, target } from './signal-scope';

/** Raised hands: anyone raises their own; a hand is lowered by its owner or a host. */
export const handSignals = {
  onRaiseHand: ({ me, announce }) => {
    me.handRaised = true;
    return announce();
  },
  onLowerHand: ({ signal, model, me, isHost, announce }) => {
    const whose = signal.payload.participantId ?? me.participantId;
    if (whose !== me.participantId && !isHost(me)) throw forbidden(roomMessages.hostOnly);
    target(model, whose).handRaised = false;
    return announce({ payload: { participantId: whose } });
  },
} satisfies Partial<SignalRules>;
