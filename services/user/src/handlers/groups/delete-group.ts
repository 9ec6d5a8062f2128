import { groupEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { groupNotFound } from '../../admin/refusals';
import { requireAdministrator } from '../../auth/authorise';
import type { UserServiceContext } from '../../context';
import { groups } from '../../db/schema';

/** Deletes a group; its memberships go with it, the accounts stay. */
export const deleteGroupHandler = (ctx: UserServiceContext) =>
  handler(groupEndpoints.delete, async ({ actor, groupId }) => {
    await requireAdministrator(ctx, actor);
    const deleted = await ctx.db.delete(groups).where(eq(groups.id, groupId)).returning({ id: groups.id });
    if (!deleted.length) throw groupNotFound();
    return { ok: true as const };
  });
