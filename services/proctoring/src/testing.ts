import { type Clock, createLogger } from '@canstring/service-kit';
import { startWithStorageForTest } from '@canstring/service-kit/testing';
import { loadProctoringConfig } from './config';
import { startProctoringService } from './proctoring-service';

/** A real proctoring service for integration tests. */
export interface TestProctoringService {
  /** Its DATA_DIR: stills under `proctoring/stills/`, reports under `proctoring/reports/`. */
  dataDir: string;
  stop(): Promise<void>;
}

export const startProctoringServiceForTest = async (opts: {
  natsUrl: string;
  /** Share a database; a fresh one is made and dropped when unset. */
  databaseUrl?: string;
  /** Share a data folder (the file server's); a fresh one is made and removed when unset. */
  dataDir?: string;
  clock?: Clock;
}): Promise<TestProctoringService> =>
  startWithStorageForTest('proctoring-service', opts, async ({ databaseUrl, dataDir }) => {
    const config = loadProctoringConfig({
      NATS_URL: opts.natsUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    });
    return startProctoringService(config, {
      log: createLogger('proctoring', config.LOG_LEVEL),
      clock: opts.clock,
    });
  });
