import { userAdminEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { ownAccountRefused, userNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { users } from '../../db/schema';
import { publishUserChanged } from '../../events';

/** Deletes an account for good; its sessions, PIN challenges and memberships go with it. */
export const deleteUserHandler = (ctx: UserServiceContext) =>
  handler(userAdminEndpoints.delete, async ({ actor, userId }) => {
    const admin = await requireAdministrator(ctx, actor);
    if (userId === admin.id) throw ownAccountRefused();
    const deleted = await ctx.db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    if (!deleted.length) throw userNotFound();
    publishUserChanged(ctx.nc, userId);
    return { ok: true as const };
  });
