import { mediaEndpoints } from '@canstring/contracts';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { roomCallerOf } from '../room/room-caller';

/**
 * The gateway only names the caller (member or guest): the media service asks the room service
 * whether the participant is the caller's and admitted, and whether they may publish.
 */
export const mediaResolvers = {
  Query: {
    roomMediaToken: async (_: unknown, args: { participantId: string }, ctx: GatewayContext) =>
      ctx.call(mediaEndpoints.roomToken, {
        caller: await roomCallerOf(ctx),
        participantId: args.participantId,
      }),
  },
} satisfies GatewayModule['resolvers'];
