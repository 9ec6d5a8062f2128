import { createLogger } from '@canstring/service-kit';
import { startWithStorageForTest } from '@canstring/service-kit/testing';
import { loadRecordingConfig } from './config';
import { startRecordingService } from './recording-service';

/** A real recording service for integration tests. */
export interface TestRecordingService {
  /** Its DATA_DIR: recordings are files under `recordings/`. */
  dataDir: string;
  stop(): Promise<void>;
}

export const startRecordingServiceForTest = async (opts: {
  natsUrl: string;
  /** Share a database; a fresh one is made and dropped when unset. */
  databaseUrl?: string;
  /** Share a data folder (another instance's); a fresh one is made and removed when unset. */
  dataDir?: string;
  /** Settings beside the base ones (RECORDING_COMPOSERS, RECORDING_RETRY_MS...). */
  env?: Record<string, string>;
}): Promise<TestRecordingService> =>
  startWithStorageForTest('recording-service', opts, async ({ databaseUrl, dataDir }) => {
    const config = loadRecordingConfig({
      RECORDING_RETRY_MS: '0',
      ...opts.env,
      NATS_URL: opts.natsUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    });
    return startRecordingService(config, { log: createLogger('recording', config.LOG_LEVEL) });
  });
