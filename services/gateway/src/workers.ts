import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '@canstring/service-kit';

/** A worker that dies is replaced after this pause, so a crash loop cannot spin the CPU. */
const RESTART_DELAY_MS = 500;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Runs the gateway as several worker processes sharing one port (node:cluster). The gateway keeps
 * no state of its own, so workers are interchangeable; each has its own NATS connection and
 * session-check cache, which the user service's events keep in step.
 */
export const superviseWorkers = (count: number, log: Logger): void => {
  let stopping = false;
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'gateway worker died; starting another');
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  for (let i = 0; i < count; i++) fork();
  log.info({ workers: count }, 'gateway workers started');

  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    log.info({ signal }, 'stopping gateway workers');
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let left = workers.length;
    if (!left) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (!left) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
};
