import path from 'node:path';
import {
  type Clock,
  createLogger,
  type OpenDatabase,
  openDatabase,
  systemClock,
} from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase, tempDir } from '@canstring/service-kit/testing';
import { sql } from 'drizzle-orm';
import { loadRoomConfig } from './config';
import { type RoomDatabaseSchema, schema } from './db/schema';
import { startRoomService } from './room-service';

/** A room whose row a test holds. */
export interface HeldRoom {
  waiting(): Promise<number>;
  release(): Promise<void>;
}

/** A real room service for integration tests (its own and other packages'). */
export interface TestRoomService {
  readonly instanceId: string;
  /**
   * Holds a room's row lock in a transaction of its own, as a change under way would: every change
   * to that room waits until it is released. `waiting` counts the statements waiting for a lock in its database (not other tests').
   */
  holdRoom(room: string): Promise<HeldRoom>;
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
  const heldFrom = databaseUrl;
  let holder: OpenDatabase<RoomDatabaseSchema> | undefined;
  // Rooms still held when the service stops (a test that failed before releasing): released first,
  // or closing the holder's pool would wait on their transactions for ever.
  const stillHeld = new Set<() => Promise<void>>();
  return {
    instanceId: service.instanceId,
    holdRoom: async (room) => {
      holder ??= await openDatabase({
        service: 'room',
        schema,
        migrationsFolder: path.join(__dirname, '..', 'drizzle'),
        databaseUrl: heldFrom,
        dataDir: dataDir.dir,
        log: createLogger('room-holder', 'silent'),
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held!: () => void;
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      const done = holder.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from room.rooms where room = ${room} for update`);
        held();
        await released;
      });
      await Promise.race([holding, done]);
      const db = holder.db;
      const releaseHeld = async () => {
        release();
        await done;
      };
      stillHeld.add(releaseHeld);
      return {
        waiting: async () => {
          const { rows } = (await db.execute(
            sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: Array<{ waiting: number }> };
          return rows[0]?.waiting ?? 0;
        },
        release: async () => {
          stillHeld.delete(releaseHeld);
          await releaseHeld();
        },
      };
    },
    stop: async () => {
      for (const releaseHeld of [...stillHeld]) await releaseHeld();
      await holder?.close();
      await service.stop();
      dataDir.remove();
      await database?.drop();
    },
  };
};
