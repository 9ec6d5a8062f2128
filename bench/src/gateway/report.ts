import type { RunFigures } from './stats';

const row = (name: string, f: RunFigures) =>
  `${name.padEnd(44)}${Math.round(f.perSecond).toString().padStart(9)}${f.p50Ms.toFixed(2).padStart(9)}` +
  `${f.p99Ms.toFixed(2).padStart(9)}${f.requests.toString().padStart(10)}${f.failures.toString().padStart(8)}`;

export interface GatewayRun {
  name: string;
  figures: RunFigures;
  /** CPU the gateway processes used, spread over every request they answered. */
  gatewayCpuMicrosPerRequest: number;
}

/** The gateway as deployed and raw NATS, measured back to back. */
export interface MeasuredPair {
  deployed: GatewayRun;
  raw: RunFigures;
}

export interface BenchReport {
  /** Other configurations, each set beside the judged pair's raw run. */
  gatewayRuns: GatewayRun[];
  pairs: MeasuredPair[];
  /** The pair the target applies to: the median ratio of the gateway as deployed. */
  judged: MeasuredPair;
  target: number;
}

export const ratioOf = (run: GatewayRun, raw: RunFigures) => run.figures.perSecond / raw.perSecond;

const pairRatio = (pair: MeasuredPair) => ratioOf(pair.deployed, pair.raw);

/** The pair with the median ratio (the lower middle one of an even count). */
export const medianPair = (pairs: MeasuredPair[]): MeasuredPair => {
  const sorted = [...pairs].sort((a, b) => pairRatio(a) - pairRatio(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no measured pair');
  return median;
};

const cpuLine = (run: GatewayRun, raw: RunFigures) =>
  `${run.name}: ratio to raw ${ratioOf(run, raw).toFixed(2)}, ` +
  `gateway CPU ${Math.round(run.gatewayCpuMicrosPerRequest)} µs/request`;

export const printReport = (r: BenchReport) => {
  console.info('');
  console.info(
    `${''.padEnd(44)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'requests'.padStart(10)}${'failed'.padStart(8)}`,
  );
  for (const run of r.gatewayRuns) console.info(row(run.name, run.figures));
  r.pairs.forEach((pair, i) => {
    console.info(row(pair.deployed.name, pair.deployed.figures));
    console.info(row(`raw NATS request/reply (echo), pair ${i + 1}`, pair.raw));
  });
  console.info('');
  for (const run of r.gatewayRuns) console.info(`${cpuLine(run, r.judged.raw)} (the median pair's raw run)`);
  for (const pair of r.pairs) console.info(cpuLine(pair.deployed, pair.raw));
  const ratio = pairRatio(r.judged);
  const verdict = ratio >= r.target ? 'meets' : 'MISSES';
  console.info(
    `\nratio gateway/raw = ${ratio.toFixed(2)} for the median of ${r.pairs.length} pairs, "${r.judged.deployed.name}" ` +
      `(${verdict} the target of ${r.target.toFixed(2)})`,
  );
};
