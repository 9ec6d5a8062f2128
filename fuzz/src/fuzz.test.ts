import { fuzzSettings } from './fuzz-settings';
import { type FuzzPlatform, startFuzzPlatform } from './platform';
import { formatReport, runFuzz } from './run-fuzz';

/**
 * The fuzz suite in `npm test`: a few thousand random and hostile cases over every GraphQL
 * operation and legacy route, as a member, a guest and an anonymous caller, within a time budget.
 * The seed is printed; FUZZ_SEED replays a run, FUZZ_RUNS / FUZZ_TIME_S make it longer
 * (bench/fuzz runs a larger one).
 */
const settings = fuzzSettings(process.env, { runs: 3_000, timeLimitS: 120 });
jest.setTimeout(settings.timeLimitMs + 240_000);

let platform: FuzzPlatform;
beforeAll(async () => {
  platform = await startFuzzPlatform();
}, 180_000);
afterAll(async () => {
  await platform?.stop();
});

describe('fuzz: every operation with random and hostile input', () => {
  it('never answers 5xx or INTERNAL, never changes anything on a refused call, and stays up', async () => {
    const report = await runFuzz(platform, settings);
    console.info(formatReport(report));
    expect(report.failures.map((f) => `${f.kind} ${f.operation}: ${f.answer} (input ${f.input})`)).toEqual(
      [],
    );
    expect(report.untried).toEqual([]);
    // A service too slow for the edge's wait on a loaded machine is not a bad input's doing, but an
    // input that hangs a service shows as many of these.
    expect(report.unavailable).toBeLessThanOrEqual(Math.max(3, Math.ceil(report.cases / 100)));
    expect(report.cases).toBeGreaterThanOrEqual(report.operations);
  });
});
