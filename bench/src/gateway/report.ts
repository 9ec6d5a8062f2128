import type { RunFigures } from './stats';

const row = (name: string, f: RunFigures) =>
  `${name.padEnd(22)}${Math.round(f.perSecond).toString().padStart(10)}${f.p50Ms.toFixed(2).padStart(10)}` +
  `${f.p99Ms.toFixed(2).padStart(10)}${f.requests.toString().padStart(10)}${f.failures.toString().padStart(9)}`;

export interface BenchReport {
  viaGateway: RunFigures;
  raw: RunFigures;
  ratio: number;
  target: number;
  /** CPU the gateway process used, spread over every request it answered. */
  gatewayCpuMicrosPerRequest: number;
}

export const printReport = (r: BenchReport) => {
  console.info('');
  console.info(
    `${''.padEnd(22)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'requests'.padStart(10)}${'failed'.padStart(9)}`,
  );
  console.info(row('gateway { me }', r.viaGateway));
  console.info(row('raw NATS echo', r.raw));
  const client = (f: RunFigures) => Math.round(f.clientCpuMicros ?? Number.NaN);
  console.info(
    `load generator CPU per request: ${client(r.viaGateway)} µs (HTTP), ${client(r.raw)} µs (NATS)`,
  );
  console.info(`gateway process CPU per request: ${Math.round(r.gatewayCpuMicrosPerRequest)} µs`);
  const verdict = r.ratio >= r.target ? 'meets' : 'MISSES';
  console.info(
    `\nratio gateway/raw = ${r.ratio.toFixed(2)} (${verdict} the target of ${r.target.toFixed(2)})`,
  );
};
