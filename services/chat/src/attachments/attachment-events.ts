import { type Attachment, attachmentChangedEventSchema, attachmentEvents } from '@canstring/contracts';
import type { JetStreamClient } from '@nats-io/jetstream';

/**
 * Publishes an attachment change on the chat events stream and waits for the stream to store it.
 * The id names the event, so a repeat within the duplicate window is stored once.
 */
export const publishAttachmentChange = async (
  js: JetStreamClient,
  kind: keyof typeof attachmentEvents,
  attachment: Attachment,
  audience: number[],
): Promise<void> => {
  const payload = attachmentChangedEventSchema.parse({ attachment, audience: [...new Set(audience)] });
  await js.publish(attachmentEvents[kind], JSON.stringify(payload), {
    msgID: `attachment-${kind}-${attachment.id}`,
  });
};
