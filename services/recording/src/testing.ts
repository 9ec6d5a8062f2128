import { createLogger } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase, tempDir } from '@canstring/service-kit/testing';
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
}): Promise<TestRecordingService> => {
  let database: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const dataDir = tempDir('recording-service-test');
  const config = loadRecordingConfig({
    NATS_URL: opts.natsUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir.dir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  let service: Awaited<ReturnType<typeof startRecordingService>>;
  try {
    service = await startRecordingService(config, { log: createLogger('recording', config.LOG_LEVEL) });
  } catch (error) {
    dataDir.remove();
    await database?.drop();
    throw error;
  }
  return {
    dataDir: dataDir.dir,
    stop: async () => {
      await service.stop();
      dataDir.remove();
      await database?.drop();
    },
  };
};
