import { ROOM_CAPTION_LINES_KEPT, transcriptionMessages } from '@canstring/contracts';
import { forbidden, keep, type SignalRules } from './signal-scope';

/**
 * Captions: the host turns them on or off; each caption line is relayed while they are on, and the
 * latest final lines are kept for late joiners (features.captions).
 */
export const captionSignals = {
  captionstate: ({ signal, model, announce }) => {
    model.flags.caption = signal.payload.on;
    return announce();
  },
  onTranscript: ({ signal, model, me, now, announce }) => {
    if (!model.flags.caption) throw forbidden(transcriptionMessages.captionsOff);
    const { text, isFinal } = signal.payload;
    if (isFinal && text.trim()) {
      const line = { participantId: me.participantId, userName: me.userName, text, at: now.toISOString() };
      const lines = [...(model.features.captions?.lines ?? []), line].slice(-ROOM_CAPTION_LINES_KEPT);
      keep(model, 'captions', { lines });
    }
    return announce();
  },
} satisfies Partial<SignalRules>;
