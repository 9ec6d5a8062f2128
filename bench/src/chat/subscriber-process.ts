import { connectNats, type NatsConnection } from '@canstring/service-kit';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { RAW_SUBJECT, type ReadyLine, type ReceiptsLine, type SubscriberShare } from './fanout-job';
import { benchSide } from './process-lines';
import { isWarmup, sinceSent } from './stamped-ref';

const SUBSCRIBE = 'subscription { chatMessageAdded { uniqueRefId text } }';
/** Sockets of one process being opened at the same time. */
const CONNECTING_AT_ONCE = 10;

/**
 * One client process's share of a run's subscribers: graphql-ws connections subscribed to
 * chatMessageAdded as browser tabs are, or core NATS connections for the baseline. Says `ready`
 * once each has received a warm-up message; keeps every measured receipt's latency (from the send
 * time the reference carries); says them all when told `stop`.
 */
const main = async () => {
  const side = benchSide();
  const share = JSON.parse(process.argv[2] ?? '{}') as SubscriberShare;
  const size = share.kind === 'graphql' ? share.tokens.length : share.count;
  const messages: number[] = [];
  const latencies: number[] = [];
  const warmed = new Set<number>();
  const received = (subscriber: number, ref: string) => {
    if (isWarmup(ref)) {
      if (warmed.has(subscriber)) return;
      warmed.add(subscriber);
      if (warmed.size === size) void side.say({ type: 'ready' } satisfies ReadyLine);
      return;
    }
    const since = sinceSent(ref);
    if (!since) return;
    messages.push(since.index);
    latencies.push(Math.round(since.ms * 100) / 100);
  };

  const closers: (() => Promise<unknown>)[] = [];
  if (share.kind === 'graphql') {
    // A few sockets open at a time, each once the last is accepted: a thousand token checks at the
    // same instant measure the sign-in rush, not the fan-out.
    let next = 0;
    const connectNext = async (): Promise<void> => {
      const index = next++;
      const token = share.tokens[index];
      if (token === undefined) return;
      await new Promise<void>((resolve) => {
        const client = createClient({
          url: share.wsUrl,
          webSocketImpl: WebSocket,
          connectionParams: { token },
          lazy: false,
          // A socket refused while the machine is busy (the 3 s wait for its init) comes again, as a browser's does.
          retryAttempts: 3,
          on: { connected: () => resolve(), closed: () => resolve() },
        });
        client.subscribe<{ chatMessageAdded: { uniqueRefId: string } }>(
          { query: SUBSCRIBE },
          {
            next: (value) => {
              const ref = value.data?.chatMessageAdded.uniqueRefId;
              if (ref) received(index, ref);
            },
            error: (error) => console.error('subscription failed', error),
            complete: () => undefined,
          },
        );
        closers.push(async () => client.dispose());
      });
      return connectNext();
    };
    await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, connectNext));
  } else {
    const decoder = new TextDecoder();
    for (let index = 0; index < share.count; index += 1) {
      const nc: NatsConnection = await connectNats(share.natsUrl, `bench-subscriber-${share.first + index}`);
      nc.subscribe(RAW_SUBJECT, {
        callback: (_error, msg) =>
          received(index, (JSON.parse(decoder.decode(msg.data)) as { ref: string }).ref),
      });
      await nc.flush();
      closers.push(() => nc.close());
    }
  }

  await side.told('stop');
  await side.say({ type: 'receipts', messages, latencies } satisfies ReceiptsLine);
  await Promise.all(closers.map((close) => close().catch(() => undefined)));
  process.exit(0);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
