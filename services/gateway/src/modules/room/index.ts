import type { GatewayModule } from '../module';
import { roomResolvers } from './room.resolvers';
import { roomTypeDefs } from './room.schema';
import { roomEventsResolvers } from './room-events.resolvers';
import { roomFeed } from './room-feed';
import { roomStateReads } from './room-state-reads';

export const roomModule: GatewayModule = {
  typeDefs: roomTypeDefs,
  resolvers: {
    ...roomResolvers,
    Subscription: roomEventsResolvers.Subscription,
  },
  feeds: [roomFeed, roomStateReads],
  sharedSubscriptions: ['roomEvents'],
};
