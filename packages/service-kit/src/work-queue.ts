import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream';
import { type DurableConsumer, startDurableConsumer, type WorkItem } from './durable-consumer';
import type { Logger } from './logger';
import { type NatsConnection, natsStreamReplicas } from './nats';

const NANOS_PER_MS = 1_000_000;

/** A JetStream work queue: one stream, one subject, one durable consumer every worker shares. */
export interface WorkQueue {
  stream: string;
  subject: string;
  consumer: string;
  /** A job not acknowledged (nor reported working) this long goes to another worker. */
  ackWaitMs: number;
  /** A job nobody took this long is dropped. */
  maxAgeMs: number;
  /** A job is offered at most this often (unlimited when not set). */
  maxDeliveries?: number;
}

/** Creates the stream and its consumer unless they exist (whichever instance comes first). */
export const ensureWorkQueue = async (nc: NatsConnection, queue: WorkQueue): Promise<void> => {
  const jsm = await jetstreamManager(nc);
  await jsm.streams.info(queue.stream).catch(() =>
    jsm.streams.add({
      name: queue.stream,
      subjects: [queue.subject],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      max_age: queue.maxAgeMs * NANOS_PER_MS,
      duplicate_window: 60_000 * NANOS_PER_MS,
      num_replicas: natsStreamReplicas(),
    }),
  );
  await jsm.consumers.info(queue.stream, queue.consumer).catch(() =>
    jsm.consumers.add(queue.stream, {
      durable_name: queue.consumer,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: queue.ackWaitMs * NANOS_PER_MS,
      ...(queue.maxDeliveries ? { max_deliver: queue.maxDeliveries } : {}),
    }),
  );
};

/** Puts a job on the queue; the same `jobId` twice within a minute is one job. */
export const enqueueJob = async (
  nc: NatsConnection,
  queue: WorkQueue,
  job: unknown,
  jobId: string,
): Promise<void> => {
  await ensureWorkQueue(nc, queue);
  await jetstream(nc).publish(queue.subject, JSON.stringify(job), { msgID: jobId });
};

export type WorkQueueWorker = DurableConsumer;

/**
 * Takes jobs one at a time from the queue's shared consumer and hands each to `handle` (see
 * startDurableConsumer: kept alive while at work, given back when neither acked nor retried, the
 * consumer opened again after a NATS interruption).
 */
export const startWorkQueueWorker = (
  nc: NatsConnection,
  queue: WorkQueue,
  handle: (item: WorkItem) => Promise<void>,
  log: Logger,
): WorkQueueWorker =>
  startDurableConsumer(
    nc,
    {
      stream: queue.stream,
      consumer: queue.consumer,
      ackWaitMs: queue.ackWaitMs,
      ensure: async () => {
        await ensureWorkQueue(nc, queue);
        return true;
      },
    },
    handle,
    log,
  );
