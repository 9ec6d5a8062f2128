import { attachmentChangedEventSchema, attachmentEvents, CHAT_EVENTS_STREAM } from '@canstring/contracts';
import type { Database, Logger, NatsConnection } from '@canstring/service-kit';
import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { MediaSchema } from '../db/schema';
import { forgetUploadAndFile } from './forget-upload';

/** The durable consumer all file server instances share, so each deletion is handled by one of them. */
export const ATTACHMENT_FILES_CONSUMER = 'media-attachment-files';

const RETRY_MS = 1_000;
/** How long a failed removal waits before the stream offers it again. */
const REDELIVER_MS = 5_000;

export interface AttachmentFilesCleaner {
  stop(): Promise<void>;
}

/**
 * Removes the file and upload record of every deleted attachment, reading `attachmentDeleted` from
 * the chat events stream through a durable consumer: a deletion made while no file server ran is
 * handled at the next start. Waits for the stream when the chat service has not created it yet.
 */
export const startAttachmentFilesCleaner = (deps: {
  nc: NatsConnection;
  db: Database<MediaSchema>;
  dataDir: string;
  log: Logger;
}): AttachmentFilesCleaner => {
  const { nc, log } = deps;
  const decoder = new TextDecoder();
  let stopped = false;
  let current: ConsumerMessages | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      retryTimer = setTimeout(resolve, RETRY_MS);
    });

  const handle = async (msg: JsMsg) => {
    let uniqueName: string;
    try {
      uniqueName = attachmentChangedEventSchema.parse(JSON.parse(decoder.decode(msg.data))).attachment
        .uniqueName;
    } catch (error) {
      log.warn({ err: error, seq: msg.seq }, 'attachment deletion not understood; skipped');
      msg.term();
      return;
    }
    try {
      await forgetUploadAndFile(deps, uniqueName);
      msg.ack();
    } catch (error) {
      log.warn({ err: error, uniqueName }, 'attachment file not removed yet; will try again');
      msg.nak(REDELIVER_MS);
    }
  };

  const ensureConsumer = async (): Promise<boolean> => {
    const jsm = await jetstreamManager(nc);
    const exists = await jsm.streams.info(CHAT_EVENTS_STREAM).then(
      () => true,
      () => false,
    );
    if (!exists) return false;
    await jsm.consumers.info(CHAT_EVENTS_STREAM, ATTACHMENT_FILES_CONSUMER).catch(() =>
      jsm.consumers.add(CHAT_EVENTS_STREAM, {
        durable_name: ATTACHMENT_FILES_CONSUMER,
        filter_subject: attachmentEvents.deleted,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
      }),
    );
    return true;
  };

  const run = async () => {
    const js = jetstream(nc);
    while (!stopped) {
      try {
        if (await ensureConsumer()) {
          const consumer = await js.consumers.get(CHAT_EVENTS_STREAM, ATTACHMENT_FILES_CONSUMER);
          if (stopped) break;
          current = await consumer.consume();
          for await (const msg of current) await handle(msg);
        }
      } catch (error) {
        if (!stopped) log.warn({ err: error }, 'attachment deletions consumer interrupted; opening it again');
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
