import { relay, type SignalRules } from './signal-scope';

/** Captions: the host turns them on or off; each caption line is relayed. */
export const captionSignals = {
  captionstate: ({ signal, model, announce }) => {
    model.flags.caption = signal.payload.on;
    return announce();
  },
  onTranscript: relay,
} satisfies Partial<SignalRules>;
