import { groupEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { distinctIds, userNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { toGroup } from '../../db/group-mapper';
import { findGroup } from '../../db/groups-repository';
import { addMembers } from '../../db/memberships-repository';
import { groups } from '../../db/schema';
import { lockActiveUsers } from '../../db/users-repository';

/** 'Group Creation': the group and its first members (active accounts only) in one transaction. */
export const createGroupHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.create, async ({ actor, group: input }) => {
    await requireAdministrator(ctx, actor);
    const userIds = distinctIds(input.userIds);
    const created = await ctx.db.transaction(async (tx) => {
      if ((await lockActiveUsers(tx, userIds)).length !== userIds.length) throw userNotFound();
      const [row] = await tx
        .insert(groups)
        .values({ name: input.name, description: input.description })
        .returning({ id: groups.id });
      if (!row) throw new Error('group insert returned no row');
      await addMembers(tx, row.id, userIds);
      return findGroup(tx, row.id);
    });
    if (!created) throw new Error('the new group could not be read back');
    return { group: toGroup(created) };
  });
