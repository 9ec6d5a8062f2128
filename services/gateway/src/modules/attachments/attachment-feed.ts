import {
  type AttachmentView,
  attachmentChangedEventSchema,
  attachmentEvents,
  attachmentViewOf,
  CHAT_EVENTS_STREAM,
} from '@canstring/contracts';
import {
  type Logger,
  type NatsConnection,
  STREAM_API_TIMEOUT_MS,
  STREAM_PULL_EXPIRES_MS,
} from '@canstring/service-kit';
import {
  type ConsumerMessages,
  DeliverPolicy,
  type JsMsg,
  jetstream,
  jetstreamManager,
  type OrderedConsumerOptions,
} from '@nats-io/jetstream';
import { declareFeed } from '../../feeds';
import { closeWhenLost } from '../../ws/close-when-lost';

/** An attachment added to or deleted from a chat, as `attachmentChanged` sends it. */
export interface AttachmentChange {
  kind: 'added' | 'deleted';
  attachment: AttachmentView;
}

export type AttachmentListener = (change: AttachmentChange) => void;

/**
 * Attachment changes for the subscribers of one gateway process: the process reads the chat events
 * stream's two attachment subjects once (an ordered consumer each, new events only) and hands each
 * change to the listeners of the people in its audience, nobody else's.
 */
export interface AttachmentFeed {
  listen(userId: number, listener: AttachmentListener): () => void;
  stop(): Promise<void>;
}

const RETRY_MS = 1_000;

export const startAttachmentFeed = (nc: NatsConnection, log: Logger): AttachmentFeed => {
  const listeners = new Map<number, Set<AttachmentListener>>();
  const decoder = new TextDecoder();
  let stopped = false;
  const wakes = new Set<() => void>();
  const open = new Set<ConsumerMessages>();

  const deliver = (kind: AttachmentChange['kind'], msg: JsMsg) => {
    let change: AttachmentChange;
    let audience: number[];
    try {
      const event = attachmentChangedEventSchema.parse(JSON.parse(decoder.decode(msg.data)));
      change = { kind, attachment: attachmentViewOf(event.attachment) };
      audience = event.audience;
    } catch (error) {
      log.warn({ err: error, seq: msg.seq }, 'attachment event not understood; skipped');
      return;
    }
    for (const userId of new Set(audience)) {
      for (const listener of listeners.get(userId) ?? []) {
        try {
          listener(change);
        } catch (error) {
          log.error({ err: error }, 'attachment listener failed');
        }
      }
    }
  };

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, RETRY_MS);
      function done() {
        clearTimeout(timer);
        wakes.delete(done);
        resolve();
      }
      wakes.add(done);
    });

  /**
   * Follows one subject with its own ordered consumer (this NATS server takes one filter subject
   * per consumer): from the present, from the start when the stream did not exist yet (all it holds
   * came later), and after the last event read when it has to open the consumer again.
   */
  const follow = async (subject: string, kind: AttachmentChange['kind']) => {
    const js = jetstream(nc, { timeout: STREAM_API_TIMEOUT_MS });
    let streamWasMissing = false;
    let lastSequence = 0;
    const startOptions = (): Partial<OrderedConsumerOptions> => {
      const filter = { filter_subjects: subject };
      if (lastSequence > 0) return { ...filter, opt_start_seq: lastSequence + 1 };
      return { ...filter, deliver_policy: streamWasMissing ? DeliverPolicy.All : DeliverPolicy.New };
    };
    while (!stopped) {
      let current: ConsumerMessages | undefined;
      try {
        const jsm = await jetstreamManager(nc, { timeout: STREAM_API_TIMEOUT_MS });
        const exists = await jsm.streams.info(CHAT_EVENTS_STREAM).then(
          () => true,
          () => false,
        );
        if (!exists) {
          streamWasMissing = true;
          await pause();
          continue;
        }
        const consumer = await js.consumers.get(CHAT_EVENTS_STREAM, startOptions());
        if (stopped) break;
        current = await consumer.consume({ expires: STREAM_PULL_EXPIRES_MS });
        open.add(current);
        const unwatch = closeWhenLost(nc, current);
        for await (const msg of current) {
          // A consumer opened again starts after the last one read: nothing reaches a listener twice.
          if (msg.seq <= lastSequence) continue;
          lastSequence = msg.seq;
          deliver(kind, msg);
        }
        unwatch();
        open.delete(current);
        // Closed as lost: opened again at once, after the last event read.
        if (!stopped) continue;
      } catch (error) {
        if (!stopped)
          log.warn({ err: error, subject }, 'attachment events consumer interrupted; opening it again');
      }
      if (current) open.delete(current);
      if (!stopped) await pause();
    }
  };
  const running = Promise.all([
    follow(attachmentEvents.added, 'added'),
    follow(attachmentEvents.deleted, 'deleted'),
  ]);

  return {
    listen: (userId, listener) => {
      let own = listeners.get(userId);
      if (!own) {
        own = new Set();
        listeners.set(userId, own);
      }
      own.add(listener);
      return () => {
        const set = listeners.get(userId);
        if (!set) return;
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    stop: async () => {
      stopped = true;
      for (const wake of [...wakes]) wake();
      await Promise.all([...open].map((c) => c.close().catch(() => undefined)));
      await running;
      listeners.clear();
    },
  };
};

/** The attachment changes feed, declared by the attachments area's module. */
export const attachmentFeed = declareFeed('attachment changes', startAttachmentFeed);
