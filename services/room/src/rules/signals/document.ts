import { applyStage } from '../stage';
import { relay, type SignalRules } from './signal-scope';

/** A shared document (or video) on the stage, kept for late joiners; page moves are relayed. */
export const documentSignals = {
  shareDoc: ({ signal, model, announce }) => {
    applyStage(model, signal);
    return announce();
  },
  pageSwitch: relay,
} satisfies Partial<SignalRules>;
