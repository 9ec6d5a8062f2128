import { type Actor, AppError, ErrorCode, isAdministrator, messages } from '@canstring/contracts';
import type { UserServiceContext } from '../context';
import type { UserRow } from '../db/schema';
import { findUserById } from '../db/users-repository';

const notAllowed = () => new AppError(ErrorCode.Forbidden, messages.notAllowed);

/**
 * The caller's account as it is now, not as the token described it: a deleted or deactivated
 * account is refused whichever edge forwarded the call.
 */
export const requireActiveAccount = async (ctx: UserServiceContext, actor: Actor): Promise<UserRow> => {
  const account = await findUserById(ctx.db, actor.userId);
  if (!account?.active) throw notAllowed();
  return account;
};

/** Administration is for active accounts with role 1 only; the role is read from the account. */
export const requireAdministrator = async (ctx: UserServiceContext, actor: Actor): Promise<UserRow> => {
  const account = await requireActiveAccount(ctx, actor);
  if (!isAdministrator(account.role)) throw notAllowed();
  return account;
};
