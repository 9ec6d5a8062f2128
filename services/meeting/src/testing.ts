import { createFixedClock, createLogger, type SettableClock } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase, tempDir } from '@canstring/service-kit/testing';
import { loadMeetingConfig } from './config';
import { startMeetingService } from './meeting-service';

/** A real meeting service on a fixed clock, for integration tests. */
export interface TestMeetingService {
  /** Every time rule of the service reads this clock; move it instead of waiting. */
  clock: SettableClock;
  stop(): Promise<void>;
}

export const startMeetingServiceForTest = async (opts: {
  natsUrl: string;
  /** Share a database (e.g. with the user service); a fresh one is made and dropped when unset. */
  databaseUrl?: string;
  /** Where the clock starts; defaults to the real time now. */
  now?: Date | string;
}): Promise<TestMeetingService> => {
  let database: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const dataDir = tempDir('meeting-service-test');
  const config = loadMeetingConfig({
    NATS_URL: opts.natsUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir.dir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const clock = createFixedClock(opts.now ?? new Date());
  let service: Awaited<ReturnType<typeof startMeetingService>>;
  try {
    service = await startMeetingService(config, { log: createLogger('meeting', config.LOG_LEVEL), clock });
  } catch (error) {
    dataDir.remove();
    await database?.drop();
    throw error;
  }
  return {
    clock,
    stop: async () => {
      await service.stop();
      dataDir.remove();
      await database?.drop();
    },
  };
};
