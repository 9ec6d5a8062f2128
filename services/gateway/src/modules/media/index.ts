import type { GatewayModule } from '../module';
import { mediaResolvers } from './media.resolvers';
import { mediaTypeDefs } from './media.schema';

export const mediaModule: GatewayModule = {
  typeDefs: mediaTypeDefs,
  resolvers: mediaResolvers,
};
