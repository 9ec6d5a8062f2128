import path from 'node:path';
import type { TranscriptLine } from '@canstring/contracts';
import { createLogger, openDatabase } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase, tempDir } from '@canstring/service-kit/testing';
import { loadTranscriptionConfig } from './config';
import { insertLine } from './db/lines-repository';
import { schema } from './db/schema';
import { startTranscriptionService, type TranscriptionService } from './transcription-service';

/** A real transcription service (its socket on a free port) for integration tests. */
export interface TestTranscriptionService extends TranscriptionService {
  /** Keeps final lines as the socket keeps what a speaker said (for tests about reading transcripts). */
  keepLines(lines: TranscriptLine[]): Promise<void>;
}

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
  const log = createLogger('transcription-test', config.LOG_LEVEL);
  const keepLines = async (lines: TranscriptLine[]) => {
    const store = await openDatabase({
      service: 'transcription',
      schema,
      migrationsFolder: path.join(__dirname, '..', 'drizzle'),
      databaseUrl,
      dataDir: dataDir.dir,
      log,
    });
    try {
      for (const line of lines) await insertLine(store.db, line);
    } finally {
      await store.close();
    }
  };
  return {
    ...service,
    url: service.url,
    keepLines,
    stop: async () => {
      await service.stop();
      dataDir.remove();
      await database?.drop();
    },
  };
};
