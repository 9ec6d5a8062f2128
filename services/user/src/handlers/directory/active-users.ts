import { userDirectoryEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { requireActiveAccount } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { users } from '../../db/schema';
import { toUserSummary } from '../../db/user-mapper';
import { pageOfUsers } from '../../db/users-repository';

/** Active accounts, A to Z whatever sort is asked (the contract's directory order), for every signed-in user. */
export const activeUsersHandler = (ctx: UserServiceContext) =>
  handler(userDirectoryEndpoints.activeUsers, async ({ actor, sort: _sort, ...page }) => {
    await requireActiveAccount(ctx, actor);
    const { rows, total } = await pageOfUsers(ctx.db, eq(users.active, true), page, 'name');
    return { users: rows.map(toUserSummary), total };
  });
