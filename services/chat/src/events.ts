import {
  CHAT_EVENTS_STREAM,
  type ChatMessageCreatedEvent,
  chatEvents,
  chatMessageCreatedEventSchema,
} from '@canstring/contracts';
import { type NatsConnection, natsStreamReplicas } from '@canstring/service-kit';
import { type JetStreamClient, jetstreamManager } from '@nats-io/jetstream';

/**
 * Creates the chat events stream unless it is there already (several instances may race to create it),
 * kept on NATS_STREAM_REPLICAS nodes.
 */
export const ensureChatEventsStream = async (nc: NatsConnection): Promise<void> => {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(CHAT_EVENTS_STREAM);
  } catch {
    try {
      await jsm.streams.add({
        name: CHAT_EVENTS_STREAM,
        subjects: ['chat.events.>'],
        num_replicas: natsStreamReplicas(),
      });
    } catch (error) {
      // Another instance created it between the two calls: fine as long as it exists now.
      await jsm.streams.info(CHAT_EVENTS_STREAM).catch(() => {
        throw error;
      });
    }
  }
};

/**
 * Publishes a stored message to the stream and waits for the stream's acknowledgement. The message
 * id is the deduplication id, so a repeated send publishes the same event at most once in the
 * stream's duplicate window.
 */
export const publishMessageCreated = async (
  js: JetStreamClient,
  event: ChatMessageCreatedEvent,
): Promise<void> => {
  const payload = chatMessageCreatedEventSchema.parse(event);
  await js.publish(chatEvents.messageCreated, JSON.stringify(payload), {
    msgID: `chat-message-${payload.message.id}`,
  });
};
