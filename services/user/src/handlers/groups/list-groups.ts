import { groupEndpoints, isAdministrator } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireActiveAccount } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { toGroup } from '../../db/group-mapper';
import { listGroups } from '../../db/groups-repository';

/** The Group tab for administrators; for a member, the groups they belong to (legacy /classList). */
export const listGroupsHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.list, async ({ actor, ...query }) => {
    const account = await requireActiveAccount(ctx, actor);
    const memberId = isAdministrator(account.role) ? undefined : account.id;
    const { rows, total } = await listGroups(ctx.db, { ...query, memberId });
    return { groups: rows.map(toGroup), total };
  });
