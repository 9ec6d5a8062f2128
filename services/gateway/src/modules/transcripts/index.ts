import type { GatewayModule } from '../module';
import { transcriptsResolvers } from './transcripts.resolvers';
import { transcriptsTypeDefs } from './transcripts.schema';

export const transcriptsModule: GatewayModule = {
  typeDefs: transcriptsTypeDefs,
  resolvers: transcriptsResolvers,
};
