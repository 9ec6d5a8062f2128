import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { GatewayModule } from './modules/module';

/** Merges the areas' modules into one executable schema; types declared by several modules are merged. */
export const buildSchema = (modules: GatewayModule[]): GraphQLSchema =>
  makeExecutableSchema({
    typeDefs: modules.map((m) => m.typeDefs),
    // biome-ignore lint/suspicious/noExplicitAny: graphql-tools types resolvers loosely
    resolvers: modules.map((m) => m.resolvers as any),
  });
