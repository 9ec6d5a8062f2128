import { meetingEndpoints } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';

/** Instant rooms started from the chat screen (legacy POST /createRoom). */
export const roomResolvers = {
  Mutation: {
    createInstantRoom: async (_: unknown, args: { name: string }, ctx: GatewayContext) =>
      (await ctx.call(meetingEndpoints.createRoom, { actor: await requireActor(ctx), name: args.name })).room,
  },
} satisfies GatewayModule['resolvers'];
