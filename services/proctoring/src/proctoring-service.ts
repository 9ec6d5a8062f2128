import path from 'node:path';
import { type Clock, type Logger, startDatabaseService, systemClock } from '@canstring/service-kit';
import type { ProctoringConfig } from './config';
import type { ProctoringServiceContext } from './context';
import { schema } from './db/schema';
import { proctoringHandlers } from './handlers';

export const PROCTORING_SERVICE_NAME = 'proctoring';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface ProctoringService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/** Starts one instance of the proctoring service: database up to date, then its NATS endpoints. */
export const startProctoringService = (
  config: ProctoringConfig,
  options: { log?: Logger; clock?: Clock } = {},
): Promise<ProctoringService> =>
  startDatabaseService(
    {
      name: PROCTORING_SERVICE_NAME,
      databaseSchema: 'proctoring',
      version: VERSION,
      description: 'Proctored exams: examiners, candidates, test state, flags and stills, messages, reports',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        const ctx: ProctoringServiceContext = { db, nc, config, clock: options.clock ?? systemClock, log };
        return { handlers: proctoringHandlers(ctx) };
      },
    },
    config,
    options.log,
  );
