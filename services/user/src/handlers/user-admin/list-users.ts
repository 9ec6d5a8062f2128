import { userAdminEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { toUser } from '../../db/user-mapper';
import { pageOfUsers } from '../../db/users-repository';

/** The User tab: every account, paged, sorted and searched. */
export const listUsersHandler = (ctx: UserServiceContext) =>
  handler(userAdminEndpoints.list, async ({ actor, sort, ...page }) => {
    await requireAdministrator(ctx, actor);
    const { rows, total } = await pageOfUsers(ctx.db, undefined, page, sort);
    return { users: rows.map(toUser), total };
  });
