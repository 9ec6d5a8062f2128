import type { GatewayModule } from '../module';
import { userResolvers } from './user.resolvers';
import { userTypeDefs } from './user.schema';

export const userModule: GatewayModule = { typeDefs: userTypeDefs, resolvers: userResolvers };
