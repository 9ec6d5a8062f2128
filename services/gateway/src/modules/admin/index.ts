import type { GatewayModule } from '../module';
import { adminTypeDefs } from './admin.schema';
import { groupResolvers } from './groups.resolvers';
import { userAdminResolvers } from './users.resolvers';

export const adminModule: GatewayModule = {
  typeDefs: adminTypeDefs,
  resolvers: {
    Query: { ...userAdminResolvers.Query, ...groupResolvers.Query },
    Mutation: { ...userAdminResolvers.Mutation, ...groupResolvers.Mutation },
  },
};
