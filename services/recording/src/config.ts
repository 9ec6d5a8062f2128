import { loadConfig } from '@canstring/service-kit';

/** The recording service reads only the base settings every service reads (DATA_DIR holds the files). */
export const recordingConfigShape = {};

export const loadRecordingConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(recordingConfigShape, env);
export type RecordingConfig = ReturnType<typeof loadRecordingConfig>;
