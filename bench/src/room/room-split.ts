import path from 'node:path';
import type { FanoutPace } from '../chat/fanout-job';
import { type ClientProcess, startClientProcess } from './child-lines';
import type { RoomFigures } from './room-fanout';
import type {
  HostFigures,
  HostJob,
  HostLine,
  JoinedLine,
  ParticipantsLine,
  ReadyLine,
  ShareFigures,
  ShareJob,
  SplitMode,
  StopLine,
} from './split-job';

/** Joins running at once over all the shares: more would only queue in the room service, past the gateway's wait. */
const JOIN_CONCURRENCY = 10;
/** Longest wait for every participant to receive a warm-up signal. */
const READY_TIMEOUT_MS = 120_000;

export interface SplitRun {
  mode: SplitMode;
  url: string;
  wsUrl: string;
  natsUrl: string;
  alias: string;
  hostToken: string;
  /** One guest pass per participant (gateway). */
  guestTokens: string[];
  /** Participants (nats: subscribers). */
  participants: number;
  /** Client processes the participants are split over. */
  processes: number;
  heartbeatMs: number;
  pace: FanoutPace;
  /** Told when the measured sends start and when they and the drain are over. */
  measuring?: { start(): void; stop(): void };
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

const spread = (samples: number[]) => {
  const sorted = Float64Array.from(samples).sort();
  return {
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
};

/** Splits `count` into `parts` shares as even as can be. */
const shares = (count: number, parts: number): [number, number][] =>
  Array.from({ length: parts }, (_, i) => [
    Math.floor((i * count) / parts),
    Math.floor(((i + 1) * count) / parts),
  ]);

/**
 * One room run over several client processes: the host's process sends, each share process holds
 * its share of the participants (joined, heartbeating, subscribed); receipts are timed on the
 * machine's shared clock and matched with the sends here. Baseline (`nats`) the same split with core
 * NATS. Answers the same figures as the one-process run.
 */
export const runSplitRoom = async (run: SplitRun): Promise<RoomFigures> => {
  const processes: ClientProcess[] = [];
  const limitMs = run.pace.warmupMs + run.pace.durationMs + run.pace.drainMs + READY_TIMEOUT_MS + 300_000;
  const limit = setTimeout(() => {
    console.error('the room run took too long; stopping its clients');
    for (const p of processes) void p.stop();
  }, limitMs);
  try {
    const hostJob: HostJob = {
      mode: run.mode,
      url: run.url,
      natsUrl: run.natsUrl,
      alias: run.alias,
      hostToken: run.hostToken,
      heartbeatMs: run.heartbeatMs,
      pace: run.pace,
      readyTimeoutMs: READY_TIMEOUT_MS,
    };
    const host = startClientProcess(path.join(__dirname, 'host-client.ts'), hostJob);
    processes.push(host);
    await host.next<HostLine>('host');
    const parts = shares(run.participants, Math.max(1, Math.min(run.processes, run.participants)));
    const joinsFrom = performance.now();
    const shareProcesses = parts.map(([from, to]) => {
      const job: ShareJob = {
        mode: run.mode,
        url: run.url,
        wsUrl: run.wsUrl,
        natsUrl: run.natsUrl,
        alias: run.alias,
        guestTokens: run.mode === 'gateway' ? run.guestTokens.slice(from, to) : [],
        subscribers: to - from,
        joinConcurrency: Math.max(1, Math.floor(JOIN_CONCURRENCY / parts.length)),
        heartbeatMs: run.heartbeatMs,
      };
      const share = startClientProcess(path.join(__dirname, 'share-client.ts'), job);
      processes.push(share);
      return share;
    });
    // Any client ending early ends the run.
    const anyFailed = Promise.race(processes.map((p) => p.failed));
    const all = <T>(waits: Promise<T>[]) => Promise.race([Promise.all(waits), anyFailed]);
    const joined = await all(shareProcesses.map((s) => s.next<JoinedLine>('joined')));
    if (run.mode === 'gateway')
      console.info(
        `${run.participants} participants joined in ${((performance.now() - joinsFrom) / 1000).toFixed(1)} s ` +
          `(${JOIN_CONCURRENCY} joins at a time, each through the gateway)`,
      );
    host.send({
      type: 'participants',
      participantIds: joined.flatMap((j) => j.participantIds),
    } satisfies ParticipantsLine);
    await all(shareProcesses.map((s) => s.next<ReadyLine>('ready')));
    host.send({ type: 'ready' } satisfies ReadyLine);
    run.measuring?.start();
    const sent = await host.next<HostFigures>('sent');
    run.measuring?.stop();
    for (const s of shareProcesses) s.send({ type: 'stop' } satisfies StopLine);
    const received = await all(shareProcesses.map((s) => s.next<ShareFigures>('received')));

    const sentAt = new Map(sent.sent);
    const publishedAt = new Map<number, number>();
    for (const [version, at] of sent.published) if (!publishedAt.has(version)) publishedAt.set(version, at);
    const latencies: number[] = [];
    const hops: number[] = [];
    for (const share of received)
      for (const [version, at] of share.receipts) {
        const start = sentAt.get(version);
        if (start === undefined) continue;
        latencies.push(at - start);
        const seen = publishedAt.get(version);
        if (seen !== undefined) hops.push(at - seen);
      }
    const inWindow = [sent.heartbeats, ...received.map((r) => r.heartbeats)]
      .flat()
      .filter(([asked]) => asked >= sent.startedAt && asked <= sent.endedAt)
      .map(([, ms]) => ms);
    const beats = spread(inWindow);
    const answers = spread(sent.answerMs);
    const seconds = (sent.endedAt - sent.startedAt - run.pace.drainMs) / 1000;
    return {
      subscribers: run.participants,
      sent: sent.sentCount,
      failedSends: sent.failed,
      expected: sentAt.size * run.participants,
      delivered: latencies.length,
      seconds,
      deliveredPerSecond: latencies.length / seconds,
      ...spread(latencies),
      heartbeats: {
        sent: inWindow.length,
        failed: sent.heartbeatFailures + received.reduce((n, r) => n + r.heartbeatFailures, 0),
        p50Ms: beats.p50Ms,
        p99Ms: beats.p99Ms,
      },
      sendAnswers: { p50Ms: answers.p50Ms, p99Ms: answers.p99Ms },
      gatewayHop: spread(hops),
      subscriptionsEnded: received.reduce((n, r) => n + r.subscriptionsEnded, 0),
    };
  } finally {
    clearTimeout(limit);
    await Promise.all(processes.map((p) => p.stop()));
  }
};
