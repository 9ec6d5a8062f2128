import { type Actor, AppError, ErrorCode, isAdministrator, messages } from '@canstring/contracts';
import { groupNotFound } from '../admin/refusals';
import type { UserServiceContext } from '../context';
import { findGroup, type GroupWithCount } from '../db/groups-repository';
import { isMember } from '../db/memberships-repository';
import { requireActiveAccount } from './authorise';

/**
 * A group the caller may read: administrators read every group, members only the groups they
 * belong to. A member asking about any other group is refused without learning whether it exists.
 */
export const requireReadableGroup = async (
  ctx: UserServiceContext,
  actor: Actor,
  groupId: number,
): Promise<GroupWithCount> => {
  const account = await requireActiveAccount(ctx, actor);
  if (!isAdministrator(account.role) && !(await isMember(ctx.db, groupId, account.id)))
    throw new AppError(ErrorCode.Forbidden, messages.notAllowed);
  const group = await findGroup(ctx.db, groupId);
  if (!group) throw groupNotFound();
  return group;
};
