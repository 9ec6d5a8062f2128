import { applyStage } from '../stage';
import { relay, type SignalRules, target } from './signal-scope';

/** The whiteboard: put up or taken down on the stage, drawn on by those with the grant, the host's grant. */
export const whiteboardSignals = {
  wbEnable: ({ signal, model, now, announce }) => {
    applyStage(model, signal, now);
    return announce();
  },
  whiteboardData: relay,
  wbstart: relay,
  wbstop: relay,
  onGiveWbConrol: ({ signal, model, announce }) => {
    target(model, signal.payload.participantId).wbAllowed = signal.payload.allowed;
    return announce();
  },
} satisfies Partial<SignalRules>;
