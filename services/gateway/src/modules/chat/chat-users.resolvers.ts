import { type UserSummary, userDirectoryEndpoints } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { loadPresence } from '../presence/presence-loader';
import { type PageArgs, pageOf } from '../resolver-arguments';

/** The New Chat dialog's people: every active account but the caller, A to Z, with presence. */
export const chatUserResolvers = {
  Query: {
    chatUsers: async (_: unknown, args: PageArgs, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { offset, limit, search } = pageOf(args);
      return ctx.call(userDirectoryEndpoints.activeUsers, {
        actor,
        offset,
        limit,
        search,
        exceptCaller: true,
      });
    },
  },
  ChatUser: {
    presence: async (user: UserSummary, _: unknown, ctx: GatewayContext) =>
      (await loadPresence(ctx, [user.id])).get(user.id),
  },
} satisfies GatewayModule['resolvers'];
