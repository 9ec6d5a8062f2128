import { mediaEndpoints, type RoomState } from '@canstring/contracts';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { roomCallerOf } from '../room/room-caller';

const passOf = async (ctx: GatewayContext, participantId: string) =>
  ctx.call(mediaEndpoints.roomToken, { caller: await roomCallerOf(ctx), participantId });

interface DoorArgs {
  door: { alias: string; currentDate: string; zone: string; asHost?: boolean | null };
}

/**
 * The gateway only names the caller (member or guest): the media service asks the room service
 * whether the participant is the caller's and admitted, and whether they may publish.
 */
export const mediaResolvers = {
  Query: {
    roomMediaToken: (_: unknown, args: { participantId: string }, ctx: GatewayContext) =>
      passOf(ctx, args.participantId),
    roomPreviewPass: async (_: unknown, { door }: DoorArgs, ctx: GatewayContext) =>
      ctx.call(mediaEndpoints.previewPass, {
        caller: await roomCallerOf(ctx),
        alias: door.alias,
        currentDate: door.currentDate,
        zone: door.zone,
        asHost: door.asHost ?? false,
      }),
  },
  RoomJoin: {
    /**
     * The pass with the join, so entering the conference waits for one round trip, not two (the
     * preview's token, when the join took its seat). The join stands without it: null, and the
     * room then asks roomMediaToken, whose error says why.
     */
    media: async (
      join: { participantId: string; state: RoomState; previewToken?: string },
      _: unknown,
      ctx: GatewayContext,
    ) => {
      try {
        // The room's own answer to this join names the participant: the media service need not ask.
        return await ctx.call(mediaEndpoints.joinPass, {
          participantId: join.participantId,
          state: join.state,
          ...(join.previewToken ? { previewToken: join.previewToken } : {}),
        });
      } catch {
        // The media service logged why; roomMediaToken tells the person.
        return null;
      }
    },
  },
} satisfies GatewayModule['resolvers'];
