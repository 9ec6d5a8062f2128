import path from 'node:path';
import { createMailer, type Logger, outboxDirOf, startDatabaseService } from '@canstring/service-kit';
import { startComposeWorker } from './compose/compose-worker';
import type { RecordingConfig } from './config';
import type { RecordingServiceContext } from './context';
import { schema } from './db/schema';
import { recordingHandlers } from './handlers';
import { listenToRoomTimelines } from './timeline/timeline-listener';

export const RECORDING_SERVICE_NAME = 'recording';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface RecordingService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/**
 * Starts one instance of the recording service: database up to date, NATS endpoints, its share of
 * the rooms' timelines while they record, and (unless RECORDING_COMPOSERS=0) a composer taking jobs
 * from the shared work queue.
 */
export const startRecordingService = (
  config: RecordingConfig,
  options: { log?: Logger } = {},
): Promise<RecordingService> =>
  startDatabaseService(
    {
      name: RECORDING_SERVICE_NAME,
      databaseSchema: 'recording',
      version: VERSION,
      description: 'Recordings of meetings: registered, timelines kept, composed into one video',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        const mailer = createMailer({
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM,
          outboxDir: outboxDirOf(config.DATA_DIR),
          log,
        });
        const ctx: RecordingServiceContext = { db, nc, config, log, mailer };
        const timelines = listenToRoomTimelines(ctx);
        const composer = config.RECORDING_COMPOSERS > 0 ? startComposeWorker(ctx) : undefined;
        return {
          handlers: recordingHandlers(ctx),
          close: async () => {
            await composer?.stop();
            await timelines.stop();
            mailer.close();
          },
        };
      },
    },
    config,
    options.log,
  );
