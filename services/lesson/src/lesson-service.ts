import path from 'node:path';
import { type Logger, startDatabaseService } from '@canstring/service-kit';
import type { LessonConfig } from './config';
import type { LessonServiceContext } from './context';
import { schema } from './db/schema';
import { lessonHandlers } from './handlers';
import { startChatEventsConsumer } from './intake/chat-events-consumer';

export const LESSON_SERVICE_NAME = 'lesson';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface LessonService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/**
 * Starts one instance of the lesson service: database up to date, its share of the chat events
 * (class videos become lessons, probed and given a thumbnail), and the `lesson.*` endpoints.
 */
export const startLessonService = (
  config: LessonConfig,
  options: { log?: Logger } = {},
): Promise<LessonService> =>
  startDatabaseService(
    {
      name: LESSON_SERVICE_NAME,
      databaseSchema: 'lesson',
      version: VERSION,
      description:
        'Interactive-video lessons: class videos, question banks and sets, answers, progress, results',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        const ctx: LessonServiceContext = { db, nc, config, log };
        const intake = startChatEventsConsumer(ctx);
        return { handlers: lessonHandlers(ctx), close: () => intake.stop() };
      },
    },
    config,
    options.log,
  );
