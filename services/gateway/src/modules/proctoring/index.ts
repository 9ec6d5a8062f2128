import type { GatewayModule } from '../module';
import { proctoringResolvers } from './proctoring.resolvers';
import { proctoringTypeDefs } from './proctoring.schema';

export const proctoringModule: GatewayModule = {
  typeDefs: proctoringTypeDefs,
  resolvers: proctoringResolvers,
};
