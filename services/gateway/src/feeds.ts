import type { Logger, NatsConnection } from '@canstring/service-kit';
import { type AttachmentFeed, startAttachmentFeed } from './modules/attachments/attachment-feed';
import { type CallFeed, startCallFeed } from './modules/call/call-feed';
import { type ChatMessageFeed, startChatMessageFeed } from './modules/chat/message-feed';
import { type PresenceFeed, startPresenceFeed } from './modules/presence/presence-feed';
import { type RoomFeed, startRoomFeed } from './modules/room/room-feed';

/**
 * Event streams each gateway process reads once and fans out in memory to its own subscribers
 * (graphql-ws operations), instead of one NATS consumer per subscription.
 */
export interface GatewayFeeds {
  chatMessages: ChatMessageFeed;
  presence: PresenceFeed;
  attachments: AttachmentFeed;
  rooms: RoomFeed;
  calls: CallFeed;
}

export const startFeeds = (nc: NatsConnection, log: Logger): GatewayFeeds & { stop(): Promise<void> } => {
  const chatMessages = startChatMessageFeed(nc, log);
  const presence = startPresenceFeed(nc, log);
  const attachments = startAttachmentFeed(nc, log);
  const rooms = startRoomFeed(nc, log);
  const calls = startCallFeed(nc, log);
  return {
    chatMessages,
    presence,
    attachments,
    rooms,
    calls,
    stop: async () => {
      await Promise.all([
        chatMessages.stop(),
        presence.stop(),
        attachments.stop(),
        rooms.stop(),
        calls.stop(),
      ]);
    },
  };
};
