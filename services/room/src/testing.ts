import { type Clock, createLogger, systemClock } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase, tempDir } from '@canstring/service-kit/testing';
import { loadRoomConfig } from './config';
import { startRoomService } from './room-service';

/** A real room service for integration tests (its own and other packages'). */
export interface TestRoomService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

export const startRoomServiceForTest = async (opts: {
  natsUrl: string;
  /** Share a database (e.g. between two instances); a fresh one is made and dropped when unset. */
  databaseUrl?: string;
  /** Settings beside the base ones, e.g. { ROOM_PARTICIPANT_GRACE_MS: '300' }. */
  env?: Record<string, string>;
  /** Every time rule reads this clock; a fixed one lets tests move time instead of waiting. */
  clock?: Clock;
}): Promise<TestRoomService> => {
  let database: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const dataDir = tempDir('room-service-test');
  const config = loadRoomConfig({
    NATS_URL: opts.natsUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir.dir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...opts.env,
  });
  let service: Awaited<ReturnType<typeof startRoomService>>;
  try {
    service = await startRoomService(config, {
      log: createLogger('room', config.LOG_LEVEL),
      clock: opts.clock ?? systemClock,
    });
  } catch (error) {
    dataDir.remove();
    await database?.drop();
    throw error;
  }
  return {
    instanceId: service.instanceId,
    stop: async () => {
      await service.stop();
      dataDir.remove();
      await database?.drop();
    },
  };
};
