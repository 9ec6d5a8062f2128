import {
  CHAT_EVENTS_STREAM,
  type ChatMessage,
  chatEvents,
  chatMessageCreatedEventSchema,
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

/** Receives each new message of a chat the listener belongs to. */
export type MessageListener = (message: ChatMessage) => void;

/**
 * New chat messages for the subscribers of one gateway process. The process reads the chat events
 * stream once (an ordered JetStream consumer, new messages only) and hands each message to the
 * listeners of the people in its audience; nobody else's listener sees it.
 */
export interface ChatMessageFeed {
  /** Calls `listener` with every new message whose audience holds the user, until the answer is called. */
  listen(userId: number, listener: MessageListener): () => void;
  stop(): Promise<void>;
}

/** Waits between attempts to open the consumer (stream not created yet, NATS away). */
const RETRY_MS = 1_000;

export const startChatMessageFeed = (nc: NatsConnection, log: Logger): ChatMessageFeed => {
  const listeners = new Map<number, Set<MessageListener>>();
  const decoder = new TextDecoder();
  let stopped = false;
  let current: ConsumerMessages | undefined;
  /** Stream sequence of the last event read: a consumer opened again resumes after it. */
  let lastSequence = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let wakeRetry: (() => void) | undefined;

  const deliver = (msg: JsMsg) => {
    // A consumer opened again starts after the last one read: nothing reaches a listener twice.
    if (msg.seq <= lastSequence) return;
    lastSequence = msg.seq;
    let event: ReturnType<typeof chatMessageCreatedEventSchema.parse>;
    try {
      event = chatMessageCreatedEventSchema.parse(JSON.parse(decoder.decode(msg.data)));
    } catch (error) {
      log.warn({ err: error, seq: msg.seq }, 'chat event not understood; skipped');
      return;
    }
    for (const userId of new Set(event.audience)) {
      const own = listeners.get(userId);
      if (!own) continue;
      for (const listener of own) {
        try {
          listener(event.message);
        } catch (error) {
          log.error({ err: error }, 'chat message listener failed');
        }
      }
    }
  };

  /**
   * Where a newly opened consumer starts: right after the last event read; at the present when
   * nothing was read yet; from the beginning when the stream did not exist at start (all it holds
   * came after this process started).
   */
  const startOptions = (streamWasMissing: boolean): Partial<OrderedConsumerOptions> => {
    const filter = { filter_subjects: chatEvents.messageCreated };
    if (lastSequence > 0) return { ...filter, opt_start_seq: lastSequence + 1 };
    return { ...filter, deliver_policy: streamWasMissing ? DeliverPolicy.All : DeliverPolicy.New };
  };

  const pause = () =>
    new Promise<void>((resolve) => {
      wakeRetry = resolve;
      retryTimer = setTimeout(resolve, RETRY_MS);
    });

  const run = async () => {
    const js = jetstream(nc, { timeout: STREAM_API_TIMEOUT_MS });
    let streamWasMissing = false;
    while (!stopped) {
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
        const consumer = await js.consumers.get(CHAT_EVENTS_STREAM, startOptions(streamWasMissing));
        if (stopped) break;
        current = await consumer.consume({ expires: STREAM_PULL_EXPIRES_MS });
        const unwatch = closeWhenLost(nc, current);
        for await (const msg of current) deliver(msg);
        unwatch();
        // Closed as lost: opened again at once, after the last event read.
        if (!stopped) continue;
      } catch (error) {
        if (!stopped) log.warn({ err: error }, 'chat events consumer interrupted; opening it again');
      }
      current = undefined;
      if (!stopped) await pause();
    }
  };
  const running = run();

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
      clearTimeout(retryTimer);
      wakeRetry?.();
      await current?.close().catch(() => undefined);
      await running;
      listeners.clear();
    },
  };
};

/** The chat messages feed, declared by the chat area's module. */
export const chatMessageFeed = declareFeed('chat messages', startChatMessageFeed);
