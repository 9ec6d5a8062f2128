import type { FanoutFigures } from '../chat/fanout-figures';
import type { FanoutPace } from '../chat/fanout-job';
import type { CpuShare } from '../cpu-meter';
import type { RoomFigures } from './room-fanout';
import type { RoomSignal } from './room-signal';

const row = (name: string, f: FanoutFigures) =>
  `${name.padEnd(40)}${f.sent.toString().padStart(7)}${f.delivered.toString().padStart(11)}` +
  `${(f.expected - f.delivered).toString().padStart(8)}${Math.round(f.deliveredPerSecond).toString().padStart(12)}` +
  `${f.p50Ms.toFixed(2).padStart(9)}${f.p99Ms.toFixed(2).padStart(9)}${f.maxMs.toFixed(2).padStart(9)}`;

export interface RoomBenchReport {
  gateway: RoomFigures;
  raw: FanoutFigures;
  /** What the host sent, in words. */
  signal: Pick<RoomSignal, 'words'>;
  sendsPerSecond: number;
  heartbeatMs: number;
  targets: RoomTargets;
}

/** What the room bench holds the gateway to (issue figures: the same for 100 and 1,000 participants). */
export interface RoomTargets {
  /** Delivery p99 under this, nothing lost and no send refused. */
  p99Ms: number;
  /** Delivery p99 at most this multiple of raw NATS's in the same run, where the bench holds it to one. */
  rawMultiple?: number;
  /** Heartbeats answered with p99 under this meanwhile, where the bench holds them to one. */
  heartbeatP99Ms?: number;
}

export const printReport = (r: RoomBenchReport) => {
  const { heartbeats } = r.gateway;
  console.info('');
  console.info(
    `${''.padEnd(40)}${'sent'.padStart(7)}${'delivered'.padStart(11)}${'lost'.padStart(8)}` +
      `${'delivered/s'.padStart(12)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
  );
  console.info(row(`gateway, roomEvents x ${r.gateway.subscribers}`, r.gateway));
  console.info(row(`raw NATS core publish x ${r.raw.subscribers}`, r.raw));
  console.info('');
  console.info(
    `ratio gateway/raw: delivered/s ${(r.gateway.deliveredPerSecond / r.raw.deliveredPerSecond).toFixed(2)}, ` +
      `p50 ${(r.gateway.p50Ms / r.raw.p50Ms).toFixed(1)}x, p99 ${(r.gateway.p99Ms / r.raw.p99Ms).toFixed(1)}x`,
  );
  console.info(
    `meanwhile: ${heartbeats.sent} heartbeats (every ${r.heartbeatMs / 1000} s each), ${heartbeats.failed} failed, ` +
      `answered in p50 ${heartbeats.p50Ms.toFixed(1)} ms, p99 ${heartbeats.p99Ms.toFixed(1)} ms; ` +
      `${r.gateway.subscriptionsEnded} subscriptions ended early; ${r.gateway.failedSends} ${r.signal.words.sends} refused`,
  );
  console.info(
    `the host's sendRoomSignal answered in p50 ${r.gateway.sendAnswers.p50Ms.toFixed(1)} ms, ` +
      `p99 ${r.gateway.sendAnswers.p99Ms.toFixed(1)} ms (checked, stored and published by the room service)`,
  );
  const hop = r.gateway.gatewayHop;
  console.info(
    `the gateway's own share (room event on NATS -> participant): p50 ${hop.p50Ms.toFixed(2)} ms, ` +
      `p99 ${hop.p99Ms.toFixed(2)} ms, max ${hop.maxMs.toFixed(2)} ms`,
  );
  const verdict = meetsTargets(r) ? 'meets' : 'MISSES';
  const t = r.targets;
  const wanted = [
    `p99 under ${t.p99Ms} ms${t.rawMultiple ? ` and at most ${t.rawMultiple}x raw NATS's` : ''}, nothing lost`,
    ...(t.heartbeatP99Ms ? [`heartbeats p99 under ${t.heartbeatP99Ms} ms`] : []),
  ];
  console.info(
    `\ngateway p99 ${r.gateway.p99Ms.toFixed(1)} ms (${(r.gateway.p99Ms / r.raw.p99Ms).toFixed(1)}x raw), heartbeats p99 ` +
      `${heartbeats.p99Ms.toFixed(1)} ms at ${r.sendsPerSecond} ${r.signal.words.rate}/s to ${r.gateway.subscribers} ` +
      `participants (${verdict} the target${wanted.length > 1 ? 's' : ''}: ${wanted.join('; ')})`,
  );
};

export const meetsTargets = ({ gateway: f, raw, targets: t }: RoomBenchReport) =>
  f.p99Ms < t.p99Ms &&
  (t.rawMultiple === undefined || f.p99Ms <= t.rawMultiple * raw.p99Ms) &&
  (t.heartbeatP99Ms === undefined || (f.heartbeats.p99Ms < t.heartbeatP99Ms && f.heartbeats.failed === 0)) &&
  f.delivered === f.expected &&
  f.failedSends === 0;

/** A process's CPU over the measured window (`whose`: the gateway's, …), per host control and per participant reached. */
export const printCpu = (
  whose: string,
  share: CpuShare,
  pace: FanoutPace,
  measuredSends: number,
  participants: number,
) => {
  // The warm-up's controls fall in the measured window too; the heartbeats' requests are in the CPU.
  const controls = Math.round((pace.messagesPerSecond * pace.warmupMs) / 1000) + measuredSends;
  const { cpuSeconds, wallSeconds } = share;
  console.info(
    `${whose} CPU meanwhile: ${cpuSeconds.toFixed(2)} s in ${wallSeconds.toFixed(1)} s ` +
      `(${Math.round((100 * cpuSeconds) / wallSeconds)} % of a core), ${((1000 * cpuSeconds) / controls).toFixed(1)} ms ` +
      `per host control (${((1e6 * cpuSeconds) / (controls * participants)).toFixed(1)} µs per participant reached), heartbeats included`,
  );
};
