import type { GatewayModule } from '../module';
import { meetingEntryResolvers } from './entry.resolvers';
import { meetingTypeDefs } from './meeting.schema';
import { meetingResolvers } from './meetings.resolvers';
import { recordingResolvers } from './recordings.resolvers';
import { roomResolvers } from './rooms.resolvers';

export const meetingModule: GatewayModule = {
  typeDefs: meetingTypeDefs,
  resolvers: {
    Query: { ...meetingResolvers.Query, ...meetingEntryResolvers.Query, ...recordingResolvers.Query },
    Mutation: {
      ...meetingResolvers.Mutation,
      ...meetingEntryResolvers.Mutation,
      ...roomResolvers.Mutation,
      ...recordingResolvers.Mutation,
    },
    Recording: recordingResolvers.Recording,
  },
};
