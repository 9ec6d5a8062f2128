import { userAdminEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { userNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { groupIdsOf } from '../../db/memberships-repository';
import { toUser } from '../../db/user-mapper';
import { findUserById } from '../../db/users-repository';

/** 'User Details': the account and the groups it is in. */
export const getUserHandler = (ctx: UserServiceContext) =>
  handler(userAdminEndpoints.get, async ({ actor, userId }) => {
    await requireAdministrator(ctx, actor);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw userNotFound();
    return { user: toUser(user), groupIds: await groupIdsOf(ctx.db, userId) };
  });
