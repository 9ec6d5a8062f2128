import { attachmentChangedEventSchema, attachmentEvents, CHAT_EVENTS_STREAM } from '@canstring/contracts';
import {
  type Database,
  type DurableConsumer,
  ensureStreamConsumer,
  type Logger,
  type NatsConnection,
  startDurableConsumer,
} from '@canstring/service-kit';
import type { MediaSchema } from '../db/schema';
import { forgetUploadAndFile } from './forget-upload';

/** The durable consumer all file server instances share, so each deletion is handled by one of them. */
export const ATTACHMENT_FILES_CONSUMER = 'media-attachment-files';

/** How long a failed removal waits before the stream offers it again. */
const REDELIVER_MS = 5_000;
const ACK_WAIT_MS = 30_000;

export type AttachmentFilesCleaner = DurableConsumer;

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
  return startDurableConsumer(
    nc,
    {
      stream: CHAT_EVENTS_STREAM,
      consumer: ATTACHMENT_FILES_CONSUMER,
      ackWaitMs: ACK_WAIT_MS,
      ensure: () =>
        ensureStreamConsumer(nc, CHAT_EVENTS_STREAM, {
          name: ATTACHMENT_FILES_CONSUMER,
          ackWaitMs: ACK_WAIT_MS,
          filter_subject: attachmentEvents.deleted,
        }),
    },
    async (item) => {
      const parsed = attachmentChangedEventSchema.safeParse(item.job);
      if (!parsed.success) {
        log.warn('attachment deletion not understood; skipped');
        item.ack();
        return;
      }
      const { uniqueName } = parsed.data.attachment;
      try {
        await forgetUploadAndFile(deps, uniqueName);
        item.ack();
      } catch (error) {
        log.warn({ err: error, uniqueName }, 'attachment file not removed yet; will try again');
        item.retry(REDELIVER_MS);
      }
    },
    log,
  );
};
