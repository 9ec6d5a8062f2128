import type { GatewayModule } from '../module';
import { assistantResolvers } from './assistant.resolvers';
import { assistantTypeDefs } from './assistant.schema';

export const assistantModule: GatewayModule = {
  typeDefs: assistantTypeDefs,
  resolvers: assistantResolvers,
};
