import { createLogger, type Logger } from './logger';

/** A stop that takes longer than this is abandoned: the process exits anyway. */
const STOP_TIMEOUT_MS = 10_000;

export interface StoppableService {
  stop(): Promise<void>;
}

/**
 * Runs a service as its own process: reads its configuration, starts it, and on SIGINT or SIGTERM
 * stops it (answering what it has taken in) and exits 0. A service that cannot start, for example
 * because of a wrong setting, exits 1 with the reason and no stack.
 */
export const runServiceProcess = <C extends { LOG_LEVEL: string }>(
  name: string,
  loadConfig: () => C,
  start: (config: C, options: { log: Logger }) => Promise<StoppableService>,
): void => {
  const main = async () => {
    const config = loadConfig();
    const log = createLogger(name, config.LOG_LEVEL);
    const service = await start(config, { log });
    let stopping = false;
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'stopping');
      setTimeout(() => {
        log.error('stop took too long; exiting');
        process.exit(1);
      }, STOP_TIMEOUT_MS).unref();
      try {
        await service.stop();
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, 'unclean stop');
        process.exit(1);
      }
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
  };
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
};
