import { createLogger } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase, tempDir } from '@canstring/service-kit/testing';
import { loadTranscriptionConfig } from './config';
import { startTranscriptionService, type TranscriptionService } from './transcription-service';

/** A real transcription service (its socket on a free port) for integration tests. */
export type TestTranscriptionService = TranscriptionService;

export const startTranscriptionServiceForTest = async (opts: {
  natsUrl: string;
  /** Share a database; a fresh one is made and dropped when unset. */
  databaseUrl?: string;
  /** Settings beside the base ones, e.g. { TRANSCRIPTION_START_TIMEOUT_MS: '200' }. */
  env?: Record<string, string>;
}): Promise<TestTranscriptionService> => {
  let database: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const dataDir = tempDir('transcription-service-test');
  const config = loadTranscriptionConfig({
    NATS_URL: opts.natsUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir.dir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    TRANSCRIPTION_PORT: '0',
    ...opts.env,
  });
  let service: TranscriptionService;
  try {
    service = await startTranscriptionService(config, {
      log: createLogger('transcription', config.LOG_LEVEL),
    });
  } catch (error) {
    dataDir.remove();
    await database?.drop();
    throw error;
  }
  return {
    ...service,
    url: service.url,
    stop: async () => {
      await service.stop();
      dataDir.remove();
      await database?.drop();
    },
  };
};
