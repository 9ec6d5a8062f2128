import { type Actor, groupEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { ChatServiceContext } from './context';
import { followMemberGroups } from './db/group-entries-repository';

/**
 * Puts every group the caller is in on their chat list (with its current name), before the list is
 * read: a group chat is reachable from the group's creation, not only after its first message.
 */
export const showCallerGroups = async (ctx: ChatServiceContext, actor: Actor): Promise<void> => {
  const { groups } = await call(ctx.nc, groupEndpoints.callerGroups, { actor });
  await followMemberGroups(ctx.db, actor.userId, groups);
};
