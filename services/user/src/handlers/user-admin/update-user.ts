import { userAdminEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import {
  disabledUserRefused,
  distinctIds,
  groupNeedsOneUser,
  groupNotFound,
  userNotFound,
} from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { countMembers, lockGroups } from '../../db/groups-repository';
import { groupIdsOf, setGroupsOf } from '../../db/memberships-repository';
import { users } from '../../db/schema';
import { toUser } from '../../db/user-mapper';
import { lockUser } from '../../db/users-repository';
import { publishUserChanged } from '../../events';

/**
 * 'User Details' saved: the profile and (when given) the groups, in one transaction. The email
 * is not editable. A deactivated account is refused, and so is leaving a group with no member.
 * Administrators keep their own role: the form only offers role 2, and taking it would lock them out.
 */
export const updateUserHandler = (ctx: UserServiceContext) =>
  handler(userAdminEndpoints.update, async ({ actor, userId, user: input }) => {
    await requireAdministrator(ctx, actor);
    const { groupIds, ...profile } = input;
    const wanted = groupIds === undefined ? undefined : distinctIds(groupIds);

    const { updated, accountChanged } = await ctx.db.transaction(async (tx) => {
      // Groups are locked before the account, the order every other change takes them in.
      let locked: number[] = [];
      if (wanted) {
        const before = await groupIdsOf(tx, userId);
        locked = await lockGroups(tx, distinctIds([...before, ...wanted]), 'update');
        if (wanted.some((id) => !locked.includes(id))) throw groupNotFound();
      }
      const current = await lockUser(tx, userId);
      if (!current) throw userNotFound();
      if (!current.active) throw disabledUserRefused();

      const role = current.id === actor.userId ? current.role : profile.role;
      const [row] = await tx
        .update(users)
        .set({ ...profile, role })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw userNotFound();

      if (wanted) {
        // A group joined by another change since the first read is locked too.
        const now = await groupIdsOf(tx, userId);
        await lockGroups(
          tx,
          now.filter((id) => !locked.includes(id)),
          'update',
        );
        await setGroupsOf(tx, userId, wanted);
        for (const left of now.filter((id) => !wanted.includes(id))) {
          if ((await countMembers(tx, left)) === 0) throw groupNeedsOneUser();
        }
      }
      // The role and the name travel in every edge's cached token check (the header's name comes from `me`).
      const accountChanged =
        current.role !== role || current.firstName !== row.firstName || current.lastName !== row.lastName;
      return { updated: row, accountChanged };
    });
    if (accountChanged) publishUserChanged(ctx.nc, userId);
    return { user: toUser(updated) };
  });
