import { groupEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { groupNeedsOneUser, groupNotFound, userNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { countMembers, lockGroups } from '../../db/groups-repository';
import { removeMembers } from '../../db/memberships-repository';

/**
 * Removes one member; the last one stays ('Group must be need one user.'). The group is locked
 * first, so two removals at once cannot both take what they each saw as the second-to-last member.
 */
export const removeMemberHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.removeMember, async ({ actor, groupId, userId }) => {
    await requireAdministrator(ctx, actor);
    await ctx.db.transaction(async (tx) => {
      if (!(await lockGroups(tx, [groupId], 'update')).length) throw groupNotFound();
      if (!(await removeMembers(tx, groupId, [userId]))) throw userNotFound();
      if ((await countMembers(tx, groupId)) === 0) throw groupNeedsOneUser();
    });
    return { ok: true as const };
  });
