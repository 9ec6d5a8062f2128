import { roomEndpoints } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { roomCallerOf } from '../room/room-caller';

/**
 * The gateway only names the caller (a member, or a guest of the room): the room service checks the
 * participant is theirs, or that they host the meeting, and answers with the words the person sees.
 */
export const whiteboardResolvers = {
  Query: {
    roomBoardPage: async (_: unknown, args: { participantId: string; page: number }, ctx: GatewayContext) => {
      const page = await ctx.call(roomEndpoints.boardPage, {
        caller: await roomCallerOf(ctx),
        participantId: args.participantId,
        page: args.page,
      });
      return { ...page, shapes: JSON.stringify(page.shapes) };
    },
    meetingBoards: async (_: unknown, args: { meetingNumbers: string[] }, ctx: GatewayContext) =>
      (
        await ctx.call(roomEndpoints.boards, {
          actor: await requireActor(ctx),
          meetingNumbers: args.meetingNumbers,
        })
      ).boards,
  },
} satisfies GatewayModule['resolvers'];
