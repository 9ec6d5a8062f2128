import { AppError, ErrorCode, messages, userEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { endSession } from '../auth/sessions';
import type { UserServiceContext } from '../context';
import { setUserStatus } from '../db/users-repository';

/** Sets the caller's own presence status; 0 (signed out) also ends the session, as log out does. */
export const setStatusHandler = (ctx: UserServiceContext) =>
  handler(userEndpoints.setStatus, async ({ actor, userId, statusId }) => {
    if (userId !== actor.userId) throw new AppError(ErrorCode.Forbidden, messages.notAllowed);
    await setUserStatus(ctx.db, userId, statusId);
    if (statusId === 0) await endSession(ctx, actor);
    return { ok: true as const };
  });
