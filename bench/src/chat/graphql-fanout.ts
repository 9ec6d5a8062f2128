import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DeliveryRecorder, type FanoutFigures } from './fanout-figures';
import type { FanoutJob } from './fanout-job';
import { atFixedRate } from './fixed-rate';

const SEND = /* GraphQL */ `
  mutation($groupId: ID!, $text: String!, $ref: String!) {
    sendChatMessage(to: { groupId: $groupId }, text: $text, uniqueRefId: $ref) { id }
  }
`;
const SUBSCRIBE = 'subscription { chatMessageAdded { uniqueRefId text } }';
/** Longest wait for every subscriber to receive a warm-up message. */
const READY_TIMEOUT_MS = 60_000;

type GraphqlJob = Extract<FanoutJob, { kind: 'graphql' }>;

/**
 * One sender posts group messages through the gateway at a fixed rate; each subscriber is its own
 * graphql-ws connection subscribed to chatMessageAdded, as a browser tab is.
 */
export const graphqlFanout = async (job: GraphqlJob): Promise<FanoutFigures> => {
  const { pace } = job;
  const subscribers = job.subscriberTokens.length;
  const recorder = new DeliveryRecorder(
    Math.ceil((pace.messagesPerSecond * pace.durationMs) / 1000 + 1) * subscribers,
  );
  const warmedUp = new Set<number>();
  const clients: Client[] = job.subscriberTokens.map((token, index) => {
    const client = createClient({
      url: job.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      lazy: false,
      retryAttempts: 0,
    });
    client.subscribe<{ chatMessageAdded: { uniqueRefId: string } }>(
      { query: SUBSCRIBE },
      {
        next: (value) => {
          const ref = value.data?.chatMessageAdded.uniqueRefId;
          if (!ref) return;
          if (ref.startsWith('warmup-')) warmedUp.add(index);
          else recorder.received(ref);
        },
        error: (error) => console.error('subscription failed', error),
        complete: () => undefined,
      },
    );
    return client;
  });

  const answerMs: number[] = [];
  const send = async (ref: string) => {
    const asked = performance.now();
    const response = await fetch(job.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${job.senderToken}` },
      body: JSON.stringify({
        query: SEND,
        variables: { groupId: String(job.groupId), text: `bench message ${ref}`, ref },
      }),
    });
    const answer = (await response.json()) as { errors?: unknown };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    answerMs.push(performance.now() - asked);
  };

  try {
    // Warm-up at the same pace until every subscriber has received something.
    const readyBy = Date.now() + READY_TIMEOUT_MS;
    let round = 0;
    while (warmedUp.size < subscribers) {
      if (Date.now() > readyBy) throw new Error(`only ${warmedUp.size} of ${subscribers} subscribers ready`);
      round += 1;
      await atFixedRate(pace.messagesPerSecond, pace.warmupMs, (i) => send(`warmup-${round}-${i}`));
    }
    const started = process.hrtime.bigint();
    const { sent, failed } = await atFixedRate(pace.messagesPerSecond, pace.durationMs, (i) => {
      const ref = `m-${i}`;
      recorder.sending(ref);
      return send(ref);
    });
    await new Promise((r) => setTimeout(r, pace.drainMs));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9 - pace.drainMs / 1000;
    // How long the send itself took to be answered (stored, published): the floor under delivery.
    const sorted = answerMs.sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.toFixed(1);
    console.info(`sender: sendChatMessage answered in p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
    return recorder.figures(subscribers, sent, failed, seconds);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
};
