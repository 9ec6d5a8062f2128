import type { FuzzOptions } from './run-fuzz';

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** FUZZ_RUNS, FUZZ_TIME_S, FUZZ_SEED and FUZZ_ONLY over the given defaults; a new seed when none is set. */
export const fuzzSettings = (
  env: NodeJS.ProcessEnv,
  defaults: { runs: number; timeLimitS: number },
): FuzzOptions => ({
  runs: positive(env.FUZZ_RUNS, defaults.runs),
  timeLimitMs: positive(env.FUZZ_TIME_S, defaults.timeLimitS) * 1000,
  seed:
    env.FUZZ_SEED !== undefined && env.FUZZ_SEED !== ''
      ? Number(env.FUZZ_SEED) | 0
      : (Date.now() ^ (Math.random() * 2 ** 31)) | 0,
  only: env.FUZZ_ONLY || undefined,
  trace: env.FUZZ_TRACE === '1',
});
