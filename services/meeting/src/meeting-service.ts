import path from 'node:path';
import {
  connectNats,
  createLogger,
  type Logger,
  type NatsConnection,
  openDatabase,
  pingDatabase,
  startService,
} from '@canstring/service-kit';
import type { MeetingConfig } from './config';
import type { MeetingServiceContext } from './context';
import { schema } from './db/schema';
import { meetingHandlers } from './handlers';
import { type Clock, systemClock } from './time/clock';

export const MEETING_SERVICE_NAME = 'meeting';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface MeetingService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/** Starts one instance of the meeting service: database up to date, NATS endpoints. */
export const startMeetingService = async (
  config: MeetingConfig,
  options: { log?: Logger; clock?: Clock } = {},
): Promise<MeetingService> => {
  const log = options.log ?? createLogger(MEETING_SERVICE_NAME, config.LOG_LEVEL);
  const database = await openDatabase({
    // The PostgreSQL schema holding the tables and the migration journal.
    service: 'meeting',
    schema,
    migrationsFolder,
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log,
  });
  let nc: NatsConnection | undefined;
  try {
    nc = await connectNats(config.NATS_URL, MEETING_SERVICE_NAME);
    const ctx: MeetingServiceContext = {
      db: database.db,
      nc,
      config,
      clock: options.clock ?? systemClock,
      log,
    };
    const service = await startService({
      nc,
      name: MEETING_SERVICE_NAME,
      version: VERSION,
      description: 'Scheduled meetings and meeting links',
      log,
      healthCheck: () => pingDatabase(database.db),
      handlers: meetingHandlers(ctx),
    });
    const connection = nc;
    return {
      instanceId: service.instanceId,
      stop: async () => {
        try {
          await service.stop();
          // Drain answers the requests in flight before the connection closes.
          await connection.drain();
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await nc?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
};
