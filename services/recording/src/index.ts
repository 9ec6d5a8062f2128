export { loadRecordingConfig, type RecordingConfig, recordingConfigShape } from './config';
export { RECORDING_SERVICE_NAME, type RecordingService, startRecordingService } from './recording-service';
