import { groupEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireReadableGroup } from '../../auth/group-access';
import type { UserServiceContext } from '../../context';
import { toGroup } from '../../db/group-mapper';

/** 'Group Details'; members may read the groups they belong to. */
export const getGroupHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.get, async ({ actor, groupId }) => ({
    group: toGroup(await requireReadableGroup(ctx, actor, groupId)),
  }));
