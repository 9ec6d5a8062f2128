import { createLogger } from '@canstring/service-kit';
import { startWithStorageForTest } from '@canstring/service-kit/testing';
import { loadLessonConfig } from './config';
import { startLessonService } from './lesson-service';

/** A real lesson service for integration tests. */
export interface TestLessonService {
  /** Its DATA_DIR (shared with the file server's when given): thumbnails under lesson-thumbnails/. */
  dataDir: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

export const startLessonServiceForTest = async (opts: {
  natsUrl: string;
  /** Share a database; a fresh one is made and dropped when unset. */
  databaseUrl?: string;
  /** The file server's data folder, where the uploaded videos are; a fresh one when unset. */
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<TestLessonService> =>
  startWithStorageForTest('lesson-service', opts, async ({ databaseUrl, dataDir }) => {
    const config = loadLessonConfig({
      ...opts.env,
      NATS_URL: opts.natsUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    });
    return startLessonService(config, { log: createLogger('lesson', config.LOG_LEVEL) });
  });

export { sampleLessonVideo, waitFor } from './test-support/sample-video';
