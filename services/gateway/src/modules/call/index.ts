import type { GatewayModule } from '../module';
import { callResolvers } from './call.resolvers';
import { callTypeDefs } from './call.schema';
import { callEventsResolvers } from './call-events.resolvers';
import { callFeed } from './call-feed';

export const callModule: GatewayModule = {
  typeDefs: callTypeDefs,
  resolvers: {
    Query: callResolvers.Query,
    Mutation: callResolvers.Mutation,
    Subscription: callEventsResolvers.Subscription,
  },
  feeds: [callFeed],
};
