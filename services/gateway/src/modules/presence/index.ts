import type { GatewayModule } from '../module';
import { presenceResolvers } from './presence.resolvers';
import { presenceTypeDefs } from './presence.schema';
import { presenceChangedResolvers } from './presence-changed.resolvers';
import { presenceFeed } from './presence-feed';

export { type PresenceFeed, startPresenceFeed } from './presence-feed';
export { loadPresence } from './presence-loader';

export const presenceModule: GatewayModule = {
  typeDefs: presenceTypeDefs,
  resolvers: { ...presenceResolvers, ...presenceChangedResolvers },
  feeds: [presenceFeed],
};
