import { groupEndpoints, isAdministrator } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireReadableGroup } from '../../auth/group-access';
import type { UserServiceContext } from '../../context';
import { membersOf } from '../../db/memberships-repository';
import { toUserSummary } from '../../db/user-mapper';
import { pageOfUsers } from '../../db/users-repository';

/** The group members panel, A to Z; administrators carry the 'Admin' badge. */
export const groupMembersHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.members, async ({ actor, groupId, ...page }) => {
    await requireReadableGroup(ctx, actor, groupId);
    const { rows, total } = await pageOfUsers(ctx.db, membersOf(ctx.db, groupId), page, 'name');
    return {
      members: rows.map((row) => ({ ...toUserSummary(row), isGroupAdmin: isAdministrator(row.role) })),
      total,
    };
  });
