import { groupEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { and, eq, not } from 'drizzle-orm';
import { groupNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { findGroup } from '../../db/groups-repository';
import { membersOf } from '../../db/memberships-repository';
import { users } from '../../db/schema';
import { toUserSummary } from '../../db/user-mapper';
import { pageOfUsers } from '../../db/users-repository';

/** The 'Select User' modal: active accounts not in the group, A to Z. */
export const groupNonMembersHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.nonMembers, async ({ actor, groupId, ...page }) => {
    await requireAdministrator(ctx, actor);
    if (!(await findGroup(ctx.db, groupId))) throw groupNotFound();
    const where = and(eq(users.active, true), not(membersOf(ctx.db, groupId)));
    const { rows, total } = await pageOfUsers(ctx.db, where, page, 'name');
    return { users: rows.map(toUserSummary), total };
  });
