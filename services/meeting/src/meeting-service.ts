import path from 'node:path';
import { type Clock, type Logger, startDatabaseService, systemClock } from '@canstring/service-kit';
import type { MeetingConfig } from './config';
import type { MeetingServiceContext } from './context';
import { schema } from './db/schema';
import { meetingHandlers } from './handlers';

export const MEETING_SERVICE_NAME = 'meeting';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface MeetingService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/** Starts one instance of the meeting service: database up to date, NATS endpoints. */
export const startMeetingService = (
  config: MeetingConfig,
  options: { log?: Logger; clock?: Clock } = {},
): Promise<MeetingService> =>
  startDatabaseService(
    {
      name: MEETING_SERVICE_NAME,
      databaseSchema: 'meeting',
      version: VERSION,
      description: 'Scheduled meetings and meeting links',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        const ctx: MeetingServiceContext = { db, nc, config, clock: options.clock ?? systemClock, log };
        return { handlers: meetingHandlers(ctx) };
      },
    },
    config,
    options.log,
  );
