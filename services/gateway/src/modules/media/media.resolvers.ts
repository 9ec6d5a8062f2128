import { mediaEndpoints } from '@canstring/contracts';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { roomCallerOf } from '../room/room-caller';

const passOf = async (ctx: GatewayContext, participantId: string) =>
  ctx.call(mediaEndpoints.roomToken, { caller: await roomCallerOf(ctx), participantId });

/**
 * The gateway only names the caller (member or guest): the media service asks the room service
 * whether the participant is the caller's and admitted, and whether they may publish.
 */
export const mediaResolvers = {
  Query: {
    roomMediaToken: (_: unknown, args: { participantId: string }, ctx: GatewayContext) =>
      passOf(ctx, args.participantId),
  },
  RoomJoin: {
    /**
     * The pass with the join, so entering the conference waits for one round trip, not two. The
     * join stands without it: null, and the room then asks roomMediaToken, whose error says why.
     */
    media: async (join: { participantId: string }, _: unknown, ctx: GatewayContext) => {
      try {
        return await passOf(ctx, join.participantId);
      } catch {
        // The media service logged why; roomMediaToken tells the person.
        return null;
      }
    },
  },
} satisfies GatewayModule['resolvers'];
