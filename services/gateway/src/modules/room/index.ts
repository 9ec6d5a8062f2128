import type { GatewayModule } from '../module';
import { roomResolvers } from './room.resolvers';
import { roomTypeDefs } from './room.schema';
import { roomEventsResolvers } from './room-events.resolvers';
import { roomFeed } from './room-feed';

export const roomModule: GatewayModule = {
  typeDefs: roomTypeDefs,
  resolvers: {
    ...roomResolvers,
    Subscription: roomEventsResolvers.Subscription,
  },
  feeds: [roomFeed],
  sharedSubscriptions: ['roomEvents'],
};
