import { userAdminEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { eq, not } from 'drizzle-orm';
import { ownAccountRefused, userNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import { revokeSignIns } from '../../auth/revoke-sign-ins';
import type { UserServiceContext } from '../../context';
import { users } from '../../db/schema';
import { publishUserChanged } from '../../events';

/**
 * The activate/deactivate toggle, flipped in one statement so two clicks never read the same
 * state. Deactivating ends the account's sessions, so reactivating it revives no old token.
 * Every instance drops its cached checks of the user at once.
 */
export const toggleActiveHandler = (ctx: UserServiceContext) =>
  handler(userAdminEndpoints.toggleActive, async ({ actor, userId }) => {
    const admin = await requireAdministrator(ctx, actor);
    if (userId === admin.id) throw ownAccountRefused();
    const row = await ctx.db.transaction(async (tx) => {
      const [toggled] = await tx
        .update(users)
        .set({ active: not(users.active) })
        .where(eq(users.id, userId))
        .returning({ active: users.active });
      if (toggled && !toggled.active) await revokeSignIns(tx, userId);
      return toggled;
    });
    if (!row) throw userNotFound();
    publishUserChanged(ctx.nc, userId);
    return { active: row.active };
  });
