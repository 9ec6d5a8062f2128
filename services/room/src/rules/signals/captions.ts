import { transcriptionMessages } from '@canstring/contracts';
import { forbidden, relay, type SignalRules } from './signal-scope';

/** Captions: the host turns them on or off; each caption line is relayed while they are on. */
export const captionSignals = {
  captionstate: ({ signal, model, announce }) => {
    model.flags.caption = signal.payload.on;
    return announce();
  },
  onTranscript: (scope) => {
    if (!scope.model.flags.caption) throw forbidden(transcriptionMessages.captionsOff);
    return relay(scope);
  },
} satisfies Partial<SignalRules>;
