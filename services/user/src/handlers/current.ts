import { AppError, ErrorCode, messages, userEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { UserServiceContext } from '../context';
import { toUser } from '../db/user-mapper';
import { findUserById } from '../db/users-repository';

/** The signed-in user's own account. */
export const currentHandler = (ctx: UserServiceContext) =>
  handler(userEndpoints.current, async ({ actor }) => {
    const user = await findUserById(ctx.db, actor.userId);
    if (!user) throw new AppError(ErrorCode.Unauthenticated, messages.signInRequired);
    return toUser(user);
  });
