import { roomEventSubject } from '@canstring/contracts';
import { connectNats } from '@canstring/service-kit';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { FanoutFigures } from '../chat/fanout-figures';
import { atFixedRate } from '../chat/fixed-rate';
import { gql, heartbeat, joinRoom } from './gateway-calls';
import { type Spread, VersionReceipts } from './receipts';
import type { RoomJob } from './room-job';
import { hostControl, type RoomSignal } from './room-signal';

const SIGNAL = /* GraphQL */ `
  mutation($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }
`;
const events = (fields: string) => `subscription($p: ID!) { roomEvents(participantId: $p) { ${fields} } }`;
/** Longest wait for every participant to receive a warm-up signal. */
const READY_TIMEOUT_MS = 60_000;
/** Joins running at once. */
const JOIN_CONCURRENCY = 10;

/** What the run measured besides the signals' delivery: the heartbeats every participant sent meanwhile. */
export interface RoomFigures extends FanoutFigures {
  heartbeats: { sent: number; failed: number; p50Ms: number; p99Ms: number };
  /** How long the host's sendRoomSignal took to be answered (checked, stored, published): the floor under delivery. */
  sendAnswers: { p50Ms: number; p99Ms: number };
  /** From the room service's event on NATS to each participant's receipt: what the gateway adds. */
  gatewayHop: Spread;
  /** Subscriptions that ended or failed before the run was over. */
  subscriptionsEnded: number;
}

const sortedPercentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

/**
 * The host (the organizer) and `guestTokens.length` participants in one room, all through the gateway:
 * each participant joined with joinRoom, holds its own graphql-ws connection subscribed to roomEvents
 * and sends roomHeartbeat every `heartbeatMs`, as a browser tab does. The host sends `signal` (by
 * default a host control: presenter power given to the participants in turn) through sendRoomSignal
 * at a fixed rate; latency is from the send to each participant's receipt of the event carrying the
 * version the send produced.
 */
export const roomFanout = async (job: RoomJob, signal: RoomSignal = hostControl): Promise<RoomFigures> => {
  const { pace } = job;
  const subscribers = job.guestTokens.length;
  const join = async (token: string, asHost: boolean) =>
    (await joinRoom(job.url, token, job.alias, asHost)).participantId;

  const heartbeatMs: number[] = [];
  let heartbeatFailures = 0;
  const timers: NodeJS.Timeout[] = [];
  const beat = (token: string, participantId: string) => {
    const asked = performance.now();
    heartbeat(job.url, token, participantId).then(
      () => heartbeatMs.push(performance.now() - asked),
      () => {
        heartbeatFailures += 1;
      },
    );
  };
  /** Heartbeats from now on, the first at a random point of the period so they spread evenly. */
  const keepBeating = (token: string, participantId: string) => {
    const first = setTimeout(() => {
      beat(token, participantId);
      timers.push(setInterval(() => beat(token, participantId), job.heartbeatMs));
    }, Math.random() * job.heartbeatMs);
    timers.push(first);
  };

  const hostJoined = await joinRoom(job.url, job.hostToken, job.alias, true);
  const host = hostJoined.participantId;
  keepBeating(job.hostToken, host);
  const send = async (method: string, payload: unknown) =>
    (
      await gql<{ sendRoomSignal: { version: number } }>(job.url, job.hostToken, SIGNAL, {
        p: host,
        m: method,
        d: JSON.stringify(payload),
      })
    ).sendRoomSignal.version;
  await send('meetingStatus', { started: true });

  const participants: string[] = new Array(subscribers);
  let nextJoin = 0;
  const joinNext = async (): Promise<void> => {
    const index = nextJoin++;
    const token = job.guestTokens[index];
    if (token === undefined) return;
    participants[index] = await join(token, false);
    keepBeating(token, participants[index]);
    return joinNext();
  };
  await Promise.all(Array.from({ length: JOIN_CONCURRENCY }, joinNext));
  await signal.prepare?.(send);

  const receipts = new VersionReceipts();
  const warmedUp = new Set<number>();
  let subscriptionsEnded = 0;
  let measuring = true;
  // The room's events as a gateway gets them from NATS: where the gateway's own share starts.
  const nc = await connectNats(job.natsUrl, 'bench-room-observer');
  const decoder = new TextDecoder();
  nc.subscribe(roomEventSubject(hostJoined.state.room), {
    callback: (_error, msg) => {
      const event = JSON.parse(decoder.decode(msg.data)) as { version: number; method: string };
      if (event.method === signal.method) receipts.published(event.version);
    },
  });
  await nc.flush();

  let turns = 0;
  const sendSignal = () => send(signal.method, signal.payload(turns++, participants));

  const clients: Client[] = job.guestTokens.map((token, index) => {
    const client = createClient({
      url: job.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      lazy: false,
      retryAttempts: 0,
    });
    client.subscribe<{ roomEvents: { version: number; method: string } }>(
      { query: events(signal.eventFields), variables: { p: participants[index] } },
      {
        next: (value) => {
          const event = value.data?.roomEvents;
          if (event?.method !== signal.method) return;
          warmedUp.add(index);
          receipts.received(event.version);
        },
        error: (error) => {
          if (measuring) subscriptionsEnded += 1;
          console.error('subscription failed', error);
        },
        complete: () => {
          if (measuring) subscriptionsEnded += 1;
        },
      },
    );
    return client;
  });

  try {
    // Warm-up at the same pace until every participant has received a signal.
    const readyBy = Date.now() + READY_TIMEOUT_MS;
    while (warmedUp.size < subscribers) {
      if (Date.now() > readyBy) throw new Error(`only ${warmedUp.size} of ${subscribers} participants ready`);
      await atFixedRate(pace.messagesPerSecond, pace.warmupMs, sendSignal);
    }
    const started = performance.now();
    const answerMs: number[] = [];
    const { sent, failed } = await atFixedRate(pace.messagesPerSecond, pace.durationMs, async () => {
      const at = performance.now();
      receipts.sent(await sendSignal(), at);
      answerMs.push(performance.now() - at);
    });
    await new Promise((r) => setTimeout(r, pace.drainMs));
    measuring = false;
    const seconds = (performance.now() - started - pace.drainMs) / 1000;
    const beats = heartbeatMs.sort((a, b) => a - b);
    const answers = answerMs.sort((a, b) => a - b);
    return {
      ...receipts.figures(subscribers, sent, failed, seconds),
      heartbeats: {
        sent: beats.length + heartbeatFailures,
        failed: heartbeatFailures,
        p50Ms: sortedPercentile(beats, 0.5),
        p99Ms: sortedPercentile(beats, 0.99),
      },
      gatewayHop: receipts.gatewayHop(),
      sendAnswers: { p50Ms: sortedPercentile(answers, 0.5), p99Ms: sortedPercentile(answers, 0.99) },
      subscriptionsEnded,
    };
  } finally {
    measuring = false;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(clients.map((c) => c.dispose()));
    await nc.close();
  }
};
