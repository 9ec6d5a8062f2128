import { userDirectoryEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { inArray } from 'drizzle-orm';
import { requireActiveAccount } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { users } from '../../db/schema';
import { toUserSummary } from '../../db/user-mapper';

/** Accounts by id, active or not, in id order; ids that name no account are left out. */
export const accountsHandler = (ctx: UserServiceContext) =>
  handler(userDirectoryEndpoints.accounts, async ({ actor, userIds }) => {
    await requireActiveAccount(ctx, actor);
    const rows = await ctx.db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]))
      .orderBy(users.id);
    return { users: rows.map(toUserSummary) };
  });
