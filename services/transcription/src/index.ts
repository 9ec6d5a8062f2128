export { loadTranscriptionConfig, type TranscriptionConfig, transcriptionConfigShape } from './config';
export { createPocketsphinxEngine, type Hypothesis, type Recognizer, type SpeechEngine } from './engine';
export { transcriptText, transcriptWebVtt } from './transcript';
export {
  startTranscriptionService,
  TRANSCRIPTION_SERVICE_NAME,
  type TranscriptionService,
} from './transcription-service';
