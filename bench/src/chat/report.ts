import type { FanoutFigures } from './fanout-figures';

const row = (name: string, f: FanoutFigures) =>
  `${name.padEnd(40)}${f.sent.toString().padStart(7)}${f.delivered.toString().padStart(11)}` +
  `${(f.expected - f.delivered).toString().padStart(8)}${Math.round(f.deliveredPerSecond).toString().padStart(12)}` +
  `${f.p50Ms.toFixed(2).padStart(9)}${f.p99Ms.toFixed(2).padStart(9)}${f.maxMs.toFixed(2).padStart(9)}`;

export interface ChatBenchReport {
  gateway: FanoutFigures & { fromEvent?: FanoutFigures };
  raw: FanoutFigures;
  messagesPerSecond: number;
  targetP99Ms: number;
  /** The gateway's p99 may be at most this many times raw NATS's. */
  targetRawMultiple: number;
}

export const meetsTarget = (r: ChatBenchReport): boolean =>
  r.gateway.p99Ms < r.targetP99Ms &&
  r.gateway.p99Ms <= r.targetRawMultiple * r.raw.p99Ms &&
  r.gateway.delivered === r.gateway.expected;

export const printReport = (r: ChatBenchReport) => {
  console.info('');
  console.info(
    `${''.padEnd(40)}${'sent'.padStart(7)}${'delivered'.padStart(11)}${'lost'.padStart(8)}` +
      `${'delivered/s'.padStart(12)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
  );
  console.info(row(`gateway, chatMessageAdded x ${r.gateway.subscribers}`, r.gateway));
  if (r.gateway.fromEvent) console.info(row(`  of which event on NATS -> receipt`, r.gateway.fromEvent));
  console.info(row(`raw NATS core publish x ${r.raw.subscribers}`, r.raw));
  console.info('');
  console.info(
    `ratio gateway/raw: delivered/s ${(r.gateway.deliveredPerSecond / r.raw.deliveredPerSecond).toFixed(2)}, ` +
      `p50 ${(r.gateway.p50Ms / r.raw.p50Ms).toFixed(1)}x, p99 ${(r.gateway.p99Ms / r.raw.p99Ms).toFixed(1)}x`,
  );
  if (r.gateway.fromEvent)
    console.info(
      `gateway's own share (chat event on NATS -> receipt) / raw: p50 ` +
        `${(r.gateway.fromEvent.p50Ms / r.raw.p50Ms).toFixed(1)}x, p99 ${(r.gateway.fromEvent.p99Ms / r.raw.p99Ms).toFixed(1)}x`,
    );
  const verdict = meetsTarget(r) ? 'meets' : 'MISSES';
  console.info(
    `\ngateway p99 ${r.gateway.p99Ms.toFixed(1)} ms at ${r.messagesPerSecond} messages/s to ` +
      `${r.gateway.subscribers} subscribers (${verdict} the target: p99 under ${r.targetP99Ms} ms and at most ` +
      `${r.targetRawMultiple}x raw NATS, nothing lost)`,
  );
};
