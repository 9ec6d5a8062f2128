import type { GatewayModule } from '../module';
import { lessonsResolvers } from './lessons.resolvers';
import { lessonsTypeDefs } from './lessons.schema';

export const lessonsModule: GatewayModule = {
  typeDefs: lessonsTypeDefs,
  resolvers: lessonsResolvers,
};
