import path from 'node:path';
import { type Logger, startDatabaseService } from '@canstring/service-kit';
import type { RecordingConfig } from './config';
import type { RecordingServiceContext } from './context';
import { schema } from './db/schema';
import { recordingHandlers } from './handlers';

export const RECORDING_SERVICE_NAME = 'recording';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface RecordingService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/** Starts one instance of the recording service: database up to date, NATS endpoints. */
export const startRecordingService = (
  config: RecordingConfig,
  options: { log?: Logger } = {},
): Promise<RecordingService> =>
  startDatabaseService(
    {
      name: RECORDING_SERVICE_NAME,
      databaseSchema: 'recording',
      version: VERSION,
      description: 'Recordings of meetings',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        const ctx: RecordingServiceContext = { db, nc, config, log };
        return { handlers: recordingHandlers(ctx) };
      },
    },
    config,
    options.log,
  );
