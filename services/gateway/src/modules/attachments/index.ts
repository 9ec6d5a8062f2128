import type { GatewayModule } from '../module';
import { attachmentChangedResolvers } from './attachment-changed.resolvers';
import { attachmentFeed } from './attachment-feed';
import { attachmentResolvers } from './attachments.resolvers';
import { attachmentTypeDefs } from './attachments.schema';
import { shareableFilesResolvers } from './shareable-files.resolvers';

export const attachmentsModule: GatewayModule = {
  typeDefs: attachmentTypeDefs,
  resolvers: {
    Query: { ...attachmentResolvers.Query, ...shareableFilesResolvers.Query },
    Mutation: attachmentResolvers.Mutation,
    Subscription: attachmentChangedResolvers.Subscription,
  },
  feeds: [attachmentFeed],
};
