import { userDirectoryEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { and, eq, ne } from 'drizzle-orm';
import { requireActiveAccount } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { users } from '../../db/schema';
import { toUserSummary } from '../../db/user-mapper';
import { pageOfUsers } from '../../db/users-repository';

/**
 * Active accounts, A to Z whatever sort is asked (the contract's directory order), for every signed-in
 * user; without the caller when asked (the New Chat dialog offers everyone else).
 */
export const activeUsersHandler = (ctx: UserServiceContext) =>
  handler(userDirectoryEndpoints.activeUsers, async ({ actor, sort: _sort, exceptCaller, ...page }) => {
    await requireActiveAccount(ctx, actor);
    const active = eq(users.active, true);
    const where = exceptCaller ? and(active, ne(users.id, actor.userId)) : active;
    const { rows, total } = await pageOfUsers(ctx.db, where, page, 'name');
    return { users: rows.map(toUserSummary), total };
  });
