import { userEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { endSession } from '../auth/sessions';
import type { UserServiceContext } from '../context';
import { setUserStatus } from '../db/users-repository';

/** Log out: the session ends everywhere at once and the status becomes 0. */
export const signOutHandler = (ctx: UserServiceContext) =>
  handler(userEndpoints.signOut, async ({ actor }) => {
    await endSession(ctx, actor);
    await setUserStatus(ctx.db, actor.userId, 0);
    return { ok: true as const };
  });
