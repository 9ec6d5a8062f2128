import type { GatewayModule } from '../module';
import { chatTypeDefs } from './chat.schema';
import { chatUserResolvers } from './chat-users.resolvers';
import { chatListResolvers } from './chats.resolvers';
import { chatMessageAddedResolvers } from './message-added.resolvers';
import { chatMessageFeed } from './message-feed';
import { chatMessageResolvers } from './messages.resolvers';

export const chatModule: GatewayModule = {
  typeDefs: chatTypeDefs,
  resolvers: {
    Query: { ...chatListResolvers.Query, ...chatMessageResolvers.Query, ...chatUserResolvers.Query },
    Mutation: { ...chatListResolvers.Mutation, ...chatMessageResolvers.Mutation },
    Subscription: chatMessageAddedResolvers.Subscription,
    ChatItem: chatListResolvers.ChatItem,
    ChatUser: chatUserResolvers.ChatUser,
  },
  feeds: [chatMessageFeed],
  sharedSubscriptions: ['chatMessageAdded'],
};
