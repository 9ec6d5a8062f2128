import { groupEndpoints, Role } from '@canstring/contracts';
import { requireActor, requireRole } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { fieldsAsSent, idOf, idsOf, type PageArgs, pageOf } from '../resolver-arguments';

interface NewGroupArgs {
  name: string;
  description?: string | null;
  userIds: readonly string[];
}
interface GroupEditArgs {
  name: string;
  description?: string | null;
  members: readonly { userId: string; selected: boolean }[];
}

const administrator = (ctx: GatewayContext) => requireRole(ctx, Role.Administrator);

/** Groups: administrators manage them; members read the groups they belong to. */
export const groupResolvers = {
  Query: {
    groups: async (_: unknown, args: PageArgs, ctx: GatewayContext) =>
      ctx.call(groupEndpoints.list, { actor: await requireActor(ctx), ...pageOf(args) }),
    group: async (_: unknown, args: { id: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      return (await ctx.call(groupEndpoints.get, { actor, groupId: idOf(args.id, 'id') })).group;
    },
    groupMembers: async (_: unknown, args: PageArgs & { groupId: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { offset, limit } = pageOf(args);
      return ctx.call(groupEndpoints.members, {
        actor,
        groupId: idOf(args.groupId, 'groupId'),
        offset,
        limit,
      });
    },
    groupNonMembers: async (_: unknown, args: PageArgs & { groupId: string }, ctx: GatewayContext) => {
      const actor = await administrator(ctx);
      const { offset, limit, search } = pageOf(args);
      const groupId = idOf(args.groupId, 'groupId');
      return ctx.call(groupEndpoints.nonMembers, { actor, groupId, offset, limit, search });
    },
  },
  Mutation: {
    createGroup: async (_: unknown, args: { input: NewGroupArgs }, ctx: GatewayContext) => {
      const actor = await administrator(ctx);
      const { userIds, ...fields } = args.input;
      const group = { ...fields, userIds: idsOf(userIds, 'userIds') };
      return (await ctx.call(groupEndpoints.create, { actor, group }).catch(fieldsAsSent('group'))).group;
    },
    updateGroup: async (_: unknown, args: { id: string; input: GroupEditArgs }, ctx: GatewayContext) => {
      const actor = await administrator(ctx);
      const groupId = idOf(args.id, 'id');
      const { members, ...fields } = args.input;
      const group = {
        ...fields,
        members: members.map((m, i) => ({
          userId: idOf(m.userId, `members.${i}.userId`),
          selected: m.selected,
        })),
      };
      return (await ctx.call(groupEndpoints.update, { actor, groupId, group }).catch(fieldsAsSent('group')))
        .group;
    },
    deleteGroup: async (_: unknown, args: { id: string }, ctx: GatewayContext) => {
      const actor = await administrator(ctx);
      await ctx.call(groupEndpoints.delete, { actor, groupId: idOf(args.id, 'id') });
      return true;
    },
    removeGroupMember: async (_: unknown, args: { groupId: string; userId: string }, ctx: GatewayContext) => {
      const actor = await administrator(ctx);
      await ctx.call(groupEndpoints.removeMember, {
        actor,
        groupId: idOf(args.groupId, 'groupId'),
        userId: idOf(args.userId, 'userId'),
      });
      return true;
    },
  },
} satisfies GatewayModule['resolvers'];
