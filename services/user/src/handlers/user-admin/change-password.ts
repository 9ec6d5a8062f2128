import { userAdminEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { userNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import { hashSecret } from '../../auth/passwords';
import { isUuid } from '../../auth/tokens';
import type { UserServiceContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { publishUserChanged } from '../../events';

/**
 * 'Change Password': the new password, and every open session of the user ended in the same
 * transaction (whoever knew the old one is out). An administrator changing their own password
 * keeps the session they did it from.
 */
export const changePasswordHandler = (ctx: UserServiceContext) =>
  handler(userAdminEndpoints.changePassword, async ({ actor, userId, change }) => {
    await requireAdministrator(ctx, actor);
    const passwordHash = await hashSecret(change.newPassword);
    await ctx.db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!updated.length) throw userNotFound();
      await tx
        .update(sessions)
        .set({ endedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            userId === actor.userId && isUuid(actor.sessionId) ? ne(sessions.id, actor.sessionId) : undefined,
          ),
        );
    });
    publishUserChanged(ctx.nc, userId);
    return { ok: true as const };
  });
