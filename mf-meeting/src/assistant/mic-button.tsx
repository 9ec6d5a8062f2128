import { assistantTexts } from '@canstring/contracts';
import { IconButton } from '@chakra-ui/react';
import type { RecordingState } from './use-voice-questions';

const labelOf: Record<RecordingState, string> = {
  stopped: assistantTexts.startRecording,
  starting: assistantTexts.startRecording,
  started: assistantTexts.stopRecording,
  download: assistantTexts.download,
};

/** A microphone, a square to stop, an arrow down to save. */
const MicIcon = ({ state }: { state: RecordingState }) => {
  if (state === 'started')
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
      </svg>
    );
  if (state === 'download')
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 3v12m0 0l-5-5m5 5l5-5M5 20h14" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
      <path d="M5 11a7 7 0 0014 0M12 18v3" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
};

/** The mic button: its tooltip and icon follow the recording's state (spec 3 §2). */
export const MicButton = ({ state, onClick }: { state: RecordingState; onClick: () => void }) => (
  <IconButton
    size="sm"
    aria-label={labelOf[state]}
    title={labelOf[state]}
    colorPalette={state === 'started' ? 'red' : 'blue'}
    disabled={state === 'starting'}
    onClick={onClick}
    data-testid="assistant-mic"
    data-state={state}
  >
    <MicIcon state={state} />
  </IconButton>
);
