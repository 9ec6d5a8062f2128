import { roomMessages } from '@canstring/contracts';
import { conflict, forbidden, type SignalRules, target } from './signal-scope';

/** Screen share: one sharer at a time, a host or someone holding the screen grant. */
export const screenShareSignals = {
  onScreeShare: ({ signal, model, me, isHost, announce }) => {
    const sharer = model.flags.screenSharerId;
    if (signal.payload.sharing) {
      if (!isHost(me) && !me.screenAllowed) throw forbidden(roomMessages.noScreenRight);
      if (sharer && sharer !== me.participantId) throw conflict(roomMessages.screenAlreadyShared);
      model.flags.screenSharerId = me.participantId;
    } else if (sharer === me.participantId) model.flags.screenSharerId = null;
    return announce();
  },
  onGiveScreenConrol: ({ signal, model, isHost, announce }) => {
    const who = target(model, signal.payload.participantId);
    who.screenAllowed = signal.payload.allowed;
    if (!signal.payload.allowed && model.flags.screenSharerId === who.participantId && !isHost(who))
      model.flags.screenSharerId = null;
    return announce();
  },
} satisfies Partial<SignalRules>;
