import {
  type NewUser,
  Role,
  type UserProfile,
  userAdminEndpoints,
  userDirectoryEndpoints,
} from '@canstring/contracts';
import { requireActor, requireRole } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { fieldsAsSent, idOf, idsOf, type PageArgs, pageOf } from '../resolver-arguments';

type ProfileArgs = Omit<UserProfile, 'groupIds'> & { groupIds?: readonly string[] | null };
type NewUserArgs = Omit<NewUser, 'groupIds'> & { groupIds?: readonly string[] | null };

/** The form's fields with the group ids as numbers; no groupIds at all leaves the user's groups alone. */
const withGroupIds = <T extends { groupIds?: readonly string[] | null }>(input: T) => {
  const { groupIds, ...fields } = input;
  return groupIds == null ? fields : { ...fields, groupIds: idsOf(groupIds, 'groupIds') };
};

const administrator = (ctx: GatewayContext) => requireRole(ctx, Role.Administrator);

/** Accounts administration (role 1) and the directory of active accounts (anyone signed in). */
export const userAdminResolvers = {
  Query: {
    users: async (_: unknown, args: PageArgs, ctx: GatewayContext) =>
      ctx.call(userAdminEndpoints.list, { actor: await administrator(ctx), ...pageOf(args) }),
    user: async (_: unknown, args: { id: string }, ctx: GatewayContext) =>
      ctx.call(userAdminEndpoints.get, { actor: await administrator(ctx), userId: idOf(args.id, 'id') }),
    roles: async (_: unknown, __: unknown, ctx: GatewayContext) =>
      (await ctx.call(userAdminEndpoints.roles, { actor: await administrator(ctx) })).roles,
    activeUsers: async (_: unknown, args: PageArgs, ctx: GatewayContext) =>
      ctx.call(userDirectoryEndpoints.activeUsers, { actor: await requireActor(ctx), ...pageOf(args) }),
  },
  Mutation: {
    createUser: async (_: unknown, args: { input: NewUserArgs }, ctx: GatewayContext) => {
      const actor = await administrator(ctx);
      return (
        await ctx
          .call(userAdminEndpoints.create, { actor, user: withGroupIds(args.input) })
          .catch(fieldsAsSent('user'))
      ).user;
    },
    updateUser: async (_: unknown, args: { id: string; input: ProfileArgs }, ctx: GatewayContext) => {
      const actor = await administrator(ctx);
      const userId = idOf(args.id, 'id');
      return (
        await ctx
          .call(userAdminEndpoints.update, { actor, userId, user: withGroupIds(args.input) })
          .catch(fieldsAsSent('user'))
      ).user;
    },
    toggleUserActive: async (_: unknown, args: { id: string }, ctx: GatewayContext) => {
      const actor = await administrator(ctx);
      return (await ctx.call(userAdminEndpoints.toggleActive, { actor, userId: idOf(args.id, 'id') })).active;
    },
    deleteUser: async (_: unknown, args: { id: string }, ctx: GatewayContext) => {
      const actor = await administrator(ctx);
      await ctx.call(userAdminEndpoints.delete, { actor, userId: idOf(args.id, 'id') });
      return true;
    },
    changeUserPassword: async (
      _: unknown,
      args: { id: string; newPassword: string; confirmPassword: string },
      ctx: GatewayContext,
    ) => {
      const actor = await administrator(ctx);
      const { newPassword, confirmPassword } = args;
      await ctx
        .call(userAdminEndpoints.changePassword, {
          actor,
          userId: idOf(args.id, 'id'),
          change: { newPassword, confirmPassword },
        })
        .catch(fieldsAsSent('change'));
      return true;
    },
    mailInactiveUsers: async (
      _: unknown,
      args: { excludeEmails?: string[] | null; domain?: string | null },
      ctx: GatewayContext,
    ) => {
      const actor = await administrator(ctx);
      const { sent } = await ctx.call(userAdminEndpoints.mailInactiveUsers, {
        actor,
        ...(args.excludeEmails ? { excludeEmails: args.excludeEmails } : {}),
        ...(args.domain ? { domain: args.domain } : {}),
      });
      return sent;
    },
  },
} satisfies GatewayModule['resolvers'];
