import type { GatewayModule } from '../module';
import { recordingsResolvers } from './recordings.resolvers';
import { recordingsTypeDefs } from './recordings.schema';

export const recordingsModule: GatewayModule = {
  typeDefs: recordingsTypeDefs,
  resolvers: recordingsResolvers,
};
