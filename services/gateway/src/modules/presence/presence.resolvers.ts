import {
  AppError,
  ErrorCode,
  PRESENCE_QUERY_MAX_USERS,
  type Presence,
  presenceMessages,
} from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { idsOf } from '../resolver-arguments';
import { loadPresence } from './presence-loader';

const tooMany = () =>
  new AppError(ErrorCode.BadInput, presenceMessages.tooManyPeople, {
    fields: { userIds: presenceMessages.tooManyPeople },
  });

/** The `presence` query and each group member's presence; any signed-in account may read them. */
export const presenceResolvers = {
  Query: {
    presence: async (_: unknown, args: { userIds: readonly string[] }, ctx: GatewayContext) => {
      await requireActor(ctx);
      if (args.userIds.length > PRESENCE_QUERY_MAX_USERS) throw tooMany();
      const userIds = idsOf(args.userIds, 'userIds');
      if (!userIds.length) return [];
      const presence = await loadPresence(ctx, userIds);
      return userIds.map((id) => presence.get(id) as Presence);
    },
  },
  GroupMember: {
    presence: async (member: { id: number }, _: unknown, ctx: GatewayContext) =>
      (await loadPresence(ctx, [member.id])).get(member.id),
  },
} satisfies GatewayModule['resolvers'];
