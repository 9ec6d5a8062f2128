import { userAdminEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { distinctIds, emailTaken, groupNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import { hashSecret } from '../../auth/passwords';
import type { UserServiceContext } from '../../context';
import { lockGroups } from '../../db/groups-repository';
import { setGroupsOf } from '../../db/memberships-repository';
import { users } from '../../db/schema';
import { toUser } from '../../db/user-mapper';

/**
 * 'User Creation': the account and its groups in one transaction. A taken address is refused by
 * the unique index, so of two creations racing for one address exactly one succeeds.
 */
export const createUserHandler = (ctx: UserServiceContext) =>
  handler(userAdminEndpoints.create, async ({ actor, user: input }) => {
    await requireAdministrator(ctx, actor);
    const { groupIds = [], password, ...profile } = input;
    const wanted = distinctIds(groupIds);
    const passwordHash = await hashSecret(password);
    const created = await ctx.db.transaction(async (tx) => {
      if ((await lockGroups(tx, wanted, 'share')).length !== wanted.length) throw groupNotFound();
      const [row] = await tx
        .insert(users)
        .values({ ...profile, passwordHash, active: true })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!row) throw emailTaken();
      await setGroupsOf(tx, row.id, wanted);
      return row;
    });
    return { user: toUser(created) };
  });
