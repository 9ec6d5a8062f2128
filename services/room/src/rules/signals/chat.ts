import { roomMessages } from '@canstring/contracts';
import { createProfanityFilter, type ProfanityFilter } from '@canstring/service-kit';
import { addChatMessage } from '../../db/room-store';
import { forbidden, type SignalRules, target } from './signal-scope';

let filter: ProfanityFilter | undefined;
/** The chat's own screening (service-kit), built once per process on the first message. */
const profanity = (): ProfanityFilter => {
  filter ??= createProfanityFilter();
  return filter;
};

/**
 * Room chat, to everyone or privately to one; the host may turn private chat off. Its words are
 * screened as the chat's are: masked before they are stored or sent to anyone.
 */
export const chatSignals = {
  chat: async ({ tx, model, now, signal, me, isHost, announce }) => {
    const { message, toParticipantId } = signal.payload;
    const to = toParticipantId === null ? null : target(model, toParticipantId);
    if (to && model.flags.privateChatDisabled && !isHost(me) && !isHost(to))
      throw forbidden(roomMessages.privateChatDisabled);
    const stored = await addChatMessage(tx, {
      room: model.info.room,
      fromParticipantId: me.participantId,
      fromOwner: me.owner,
      fromName: me.userName,
      toParticipantId: to?.participantId ?? null,
      toOwner: to?.owner ?? null,
      message: profanity().mask(message),
      sentAt: now.toISOString(),
    });
    return announce({ payload: stored, audience: to ? [me.participantId, to.participantId] : null });
  },
  onDisablePvChat: ({ model, announce }) => {
    model.flags.privateChatDisabled = true;
    return announce();
  },
  onEnablePvChat: ({ model, announce }) => {
    model.flags.privateChatDisabled = false;
    return announce();
  },
} satisfies Partial<SignalRules>;
