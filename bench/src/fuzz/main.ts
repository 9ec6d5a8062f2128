import { formatReport, fuzzSettings, runFuzz, startFuzzPlatform } from '@canstring/fuzz';

/**
 * The larger fuzz run: the same suite as `npm test` with more cases and time (FUZZ_RUNS, default
 * 30,000; FUZZ_TIME_S, default 900). FUZZ_SEED replays a run, FUZZ_ONLY narrows it to operations
 * whose name holds the text. Exits 1 when any case failed.
 */
const main = async () => {
  const settings = fuzzSettings(process.env, { runs: 30_000, timeLimitS: 900 });
  console.info(
    `fuzz: seed ${settings.seed}, up to ${settings.runs} cases in ${settings.timeLimitMs / 1000} s`,
  );
  const platform = await startFuzzPlatform();
  const stop = () => void platform.stop().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const report = await runFuzz(platform, settings);
    console.info(formatReport(report));
    process.exitCode = report.failures.length === 0 && report.untried.length === 0 ? 0 : 1;
  } finally {
    await platform.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
