import { groupEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { asc, eq } from 'drizzle-orm';
import { requireActiveAccount } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { groupMembers, groups } from '../../db/schema';

/**
 * The groups the caller is a member of, whatever their role: the chat list shows each of them from
 * the group's creation, not only after its first message.
 */
export const callerGroupsHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.callerGroups, async ({ actor }) => {
    const caller = await requireActiveAccount(ctx, actor);
    const rows = await ctx.db
      .select({ id: groups.id, name: groups.name })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, caller.id))
      .orderBy(asc(groups.id));
    return { groups: rows };
  });
