import { type Recording, recordingDownloadPath, recordingEndpoints } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { idOf } from '../resolver-arguments';
import { type MeetingTargetArgs, recordingTargetOf } from './meeting-arguments';

/** The recordings modal (spec 2 §2.5): list, rename, delete; downloads go to the file server. */
export const recordingResolvers = {
  Query: {
    recordings: async (
      _: unknown,
      args: { with: MeetingTargetArgs; offset?: number | null; limit?: number | null },
      ctx: GatewayContext,
    ) => {
      const actor = await requireActor(ctx);
      return ctx.call(recordingEndpoints.list, {
        actor,
        target: recordingTargetOf(args.with, 'with'),
        ...(args.offset != null ? { offset: args.offset } : {}),
        ...(args.limit != null ? { limit: args.limit } : {}),
      });
    },
  },
  Mutation: {
    renameRecording: async (_: unknown, args: { id: string; fileName: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const recordingId = idOf(args.id, 'id');
      return (await ctx.call(recordingEndpoints.rename, { actor, recordingId, fileName: args.fileName }))
        .recording;
    },
    deleteRecording: async (_: unknown, args: { id: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      await ctx.call(recordingEndpoints.delete, { actor, recordingId: idOf(args.id, 'id') });
      return true;
    },
  },
  Recording: {
    downloadPath: (recording: Recording) => recordingDownloadPath(recording.uniqueName),
  },
} satisfies GatewayModule['resolvers'];
