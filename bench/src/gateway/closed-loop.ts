import { elapsedMs, LatencyRecorder, type RunFigures } from './stats';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ClosedLoopOptions {
  /** Requests kept in flight at once, each worker sending its next as soon as the last is answered. */
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Upper bound on recorded requests, whatever the duration. */
  maxRequests: number;
}

/**
 * Runs `send` from `concurrency` workers back-to-back: a warm-up that is not recorded, then a
 * measured window. Throws when more than 1% of the measured requests failed.
 */
export const runClosedLoop = async (
  options: ClosedLoopOptions,
  send: () => Promise<void>,
): Promise<RunFigures> => {
  const recorder = new LatencyRecorder(options.maxRequests);
  let phase: 'warmup' | 'measure' | 'done' = 'warmup';
  let firstError: unknown;

  const worker = async () => {
    while (phase !== 'done') {
      const measuring = phase === 'measure';
      const start = process.hrtime.bigint();
      try {
        await send();
        recorder.answered++;
        if (measuring && phase === 'measure') recorder.record(elapsedMs(start));
      } catch (error) {
        firstError ??= error;
        if (measuring) recorder.failures++;
      }
      if (recorder.full) phase = 'done';
    }
  };

  const workers = Array.from({ length: options.concurrency }, worker);
  await sleep(options.warmupMs);
  phase = 'measure';
  const start = process.hrtime.bigint();
  const deadline = Date.now() + options.durationMs;
  while (phase === 'measure' && Date.now() < deadline) await sleep(20);
  phase = 'done';
  const seconds = elapsedMs(start) / 1000;
  await Promise.all(workers);
  const figures = recorder.figures(seconds);
  if (figures.failures > figures.requests / 100) {
    throw new Error(
      `${figures.failures} of ${figures.requests} requests failed; first: ${String(firstError)}`,
    );
  }
  return figures;
};
