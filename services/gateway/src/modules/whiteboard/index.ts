import type { GatewayModule } from '../module';
import { whiteboardResolvers } from './whiteboard.resolvers';
import { whiteboardTypeDefs } from './whiteboard.schema';

export const whiteboardModule: GatewayModule = {
  typeDefs: whiteboardTypeDefs,
  resolvers: whiteboardResolvers,
};
