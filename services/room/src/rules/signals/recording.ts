import { recordingMessages } from '@canstring/contracts';
import { forbidden, relay, type SignalRules } from './signal-scope';

/**
 * Recording: the server starts and stops it (room.recording.start / stop), and the room announces
 * `recordingStatus` itself; a client may not announce it. A changed recordings list is relayed.
 */
export const recordingSignals = {
  recordingStatus: () => {
    throw forbidden(recordingMessages.statusFromServerOnly);
  },
  onListRecordings: relay,
} satisfies Partial<SignalRules>;
