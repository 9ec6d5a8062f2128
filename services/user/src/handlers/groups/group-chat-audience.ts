import { AppError, ErrorCode, groupEndpoints, isAdministrator, messages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { groupNotFound } from '../../admin/refusals';
import { requireActiveAccount } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { findGroup } from '../../db/groups-repository';
import { memberIdsOf } from '../../db/memberships-repository';

/**
 * Who a group chat reaches, read on every group message: three small reads at once (the caller's
 * account, the group, its member ids) instead of the members panel's pages of full summaries. Only
 * members take part in a group's chat, administrators included; as with groupEndpoints.get, only an
 * administrator learns that a group does not exist.
 */
export const groupChatAudienceHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.chatAudience, async ({ actor, groupId }) => {
    // The three reads go at once: a send waits for the slowest, not for the sum of them.
    const [caller, group, memberIds] = await Promise.all([
      requireActiveAccount(ctx, actor),
      findGroup(ctx.db, groupId),
      memberIdsOf(ctx.db, groupId),
    ]);
    if (!group && isAdministrator(caller.role)) throw groupNotFound();
    if (!group || !memberIds.includes(caller.id))
      throw new AppError(ErrorCode.Forbidden, messages.notAllowed);
    return {
      groupName: group.name,
      memberIds,
      caller: { id: caller.id, firstName: caller.firstName, lastName: caller.lastName },
    };
  });
