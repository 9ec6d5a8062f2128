import { groupEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { distinctIds, groupNeedsOneUser, groupNotFound, userNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { toGroup } from '../../db/group-mapper';
import { countMembers, findGroup, lockGroups } from '../../db/groups-repository';
import { addMembers, memberIdsAmong, removeMembers } from '../../db/memberships-repository';
import { groups } from '../../db/schema';
import { lockActiveUsers } from '../../db/users-repository';

/**
 * 'Group Details' saved: name, description and the selections made in 'Select User', applied
 * together in one transaction. An edit that would leave the group empty changes nothing.
 * For one person named twice, the last selection counts.
 */
export const updateGroupHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.update, async ({ actor, groupId, group: input }) => {
    await requireAdministrator(ctx, actor);
    const selected = new Map(input.members.map((m) => [m.userId, m.selected]));
    const joining = distinctIds([...selected].filter(([, s]) => s).map(([id]) => id));
    const leaving = distinctIds([...selected].filter(([, s]) => !s).map(([id]) => id));

    const updated = await ctx.db.transaction(async (tx) => {
      if (!(await lockGroups(tx, [groupId], 'update')).length) throw groupNotFound();
      // People already in the group stay even if their account was deactivated since.
      const already = await memberIdsAmong(tx, groupId, joining);
      const newcomers = joining.filter((id) => !already.includes(id));
      if ((await lockActiveUsers(tx, newcomers)).length !== newcomers.length) throw userNotFound();
      await removeMembers(tx, groupId, leaving);
      await addMembers(tx, groupId, newcomers);
      if ((await countMembers(tx, groupId)) === 0) throw groupNeedsOneUser();
      await tx
        .update(groups)
        .set({ name: input.name, description: input.description })
        .where(eq(groups.id, groupId));
      return findGroup(tx, groupId);
    });
    if (!updated) throw groupNotFound();
    return { group: toGroup(updated) };
  });
