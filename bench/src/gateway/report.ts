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

export interface BenchReport {
  gatewayRuns: GatewayRun[];
  raw: RunFigures;
  /** The run the target applies to: the gateway as deployed. */
  judged: GatewayRun;
  target: number;
}

export const ratioOf = (run: GatewayRun, raw: RunFigures) => run.figures.perSecond / raw.perSecond;

export const printReport = (r: BenchReport) => {
  console.info('');
  console.info(
    `${''.padEnd(44)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'requests'.padStart(10)}${'failed'.padStart(8)}`,
  );
  for (const run of r.gatewayRuns) console.info(row(run.name, run.figures));
  console.info(row('raw NATS request/reply (echo)', r.raw));
  console.info('');
  for (const run of r.gatewayRuns) {
    console.info(
      `${run.name}: ratio to raw ${ratioOf(run, r.raw).toFixed(2)}, ` +
        `gateway CPU ${Math.round(run.gatewayCpuMicrosPerRequest)} µs/request`,
    );
  }
  const ratio = ratioOf(r.judged, r.raw);
  const verdict = ratio >= r.target ? 'meets' : 'MISSES';
  console.info(
    `\nratio gateway/raw = ${ratio.toFixed(2)} for "${r.judged.name}" (${verdict} the target of ${r.target.toFixed(2)})`,
  );
};
