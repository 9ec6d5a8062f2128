import { relay, type SignalRules } from './signal-scope';

/** Recording: the host starts or stops it; a changed recordings list is relayed. */
export const recordingSignals = {
  recordingStatus: ({ signal, model, announce }) => {
    model.flags.recording = signal.payload.recording;
    model.flags.recordingId = signal.payload.recording ? signal.payload.recordingId : null;
    return announce();
  },
  onListRecordings: relay,
} satisfies Partial<SignalRules>;
