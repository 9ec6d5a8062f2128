import {
  AckPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  DeliverPolicy,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { Logger } from './logger';
import { type NatsConnection, STREAM_PULL_EXPIRES_MS } from './nats';

const RETRY_MS = 1_000;
const NANOS_PER_MS = 1_000_000;

/**
 * Adds a durable consumer (explicit acks, from the stream's start) to a stream another service owns,
 * unless it exists; false while that stream is not there yet.
 */
export const ensureStreamConsumer = async (
  nc: NatsConnection,
  stream: string,
  consumer: { name: string; ackWaitMs: number } & Partial<ConsumerConfig>,
): Promise<boolean> => {
  const jsm = await jetstreamManager(nc);
  const exists = await jsm.streams.info(stream).then(
    () => true,
    () => false,
  );
  if (!exists) return false;
  const { name, ackWaitMs, ...config } = consumer;
  await jsm.consumers.info(stream, name).catch(() =>
    jsm.consumers.add(stream, {
      ...config,
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: ackWaitMs * NANOS_PER_MS,
    }),
  );
  return true;
};

/** One message of a stream as its reader holds it. */
export interface WorkItem {
  /** The subject it was published on. */
  subject: string;
  /** Its JSON, parsed (null when it is not JSON). */
  job: unknown;
  /** 1 on the first delivery; more when a reader failed or died with it before. */
  delivery: number;
  /** Done (or skipped, or failed for good): the consumer forgets it. */
  ack(): void;
  /** Give it back, to be offered again after `delayMs`. */
  retry(delayMs: number): void;
}

export interface DurableConsumer {
  stop(): Promise<void>;
}

export interface DurableConsumerOptions {
  stream: string;
  /** The durable consumer's name, shared by every instance of the service. */
  consumer: string;
  /** The consumer's ack wait: the reader tells it every third of this that it is still at work. */
  ackWaitMs: number;
  /** Creates what is missing; false while the stream is not there yet (another service makes it). */
  ensure: () => Promise<boolean>;
}

/**
 * Reads a JetStream durable consumer one message at a time and hands each to `handle`, telling the
 * stream every `ackWaitMs / 3` that it is still at work. A message `handle` neither acks nor gives
 * back (or throws on) is given back. Waits for the stream, and opens the consumer again after a NATS
 * interruption.
 */
export const startDurableConsumer = (
  nc: NatsConnection,
  options: DurableConsumerOptions,
  handle: (item: WorkItem) => Promise<void>,
  log: Logger,
): DurableConsumer => {
  let stopped = false;
  let current: ConsumerMessages | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      retryTimer = setTimeout(resolve, RETRY_MS);
    });

  const take = async (msg: JsMsg) => {
    let done = false;
    let job: unknown = null;
    try {
      job = msg.json();
    } catch {
      job = null;
    }
    const alive = setInterval(() => msg.working(), Math.max(1_000, Math.floor(options.ackWaitMs / 3)));
    try {
      await handle({
        subject: msg.subject,
        job,
        delivery: msg.info.deliveryCount,
        ack: () => {
          done = true;
          msg.ack();
        },
        retry: (delayMs) => {
          done = true;
          msg.nak(delayMs);
        },
      });
    } catch (error) {
      log.warn({ err: error, subject: msg.subject }, 'message not handled; given back');
    } finally {
      clearInterval(alive);
      if (!done) msg.nak(RETRY_MS * 5);
    }
  };

  const run = async () => {
    const js = jetstream(nc);
    while (!stopped) {
      try {
        if (await options.ensure()) {
          const consumer = await js.consumers.get(options.stream, options.consumer);
          if (stopped) break;
          current = await consumer.consume({ max_messages: 1, expires: STREAM_PULL_EXPIRES_MS });
          for await (const msg of current) {
            await take(msg);
            if (stopped) break;
          }
        }
      } catch (error) {
        if (!stopped)
          log.warn(
            { err: error, stream: options.stream, consumer: options.consumer },
            'consumer interrupted; opening it again',
          );
      }
      current = undefined;
      if (!stopped) await pause();
    }
  };
  const running = run();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      wake?.();
      await current?.close().catch(() => undefined);
      await running;
    },
  };
};
