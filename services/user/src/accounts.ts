import { AppError, ErrorCode, messages, Role, userMessages } from '@canstring/contracts';
import { eq } from 'drizzle-orm';
import { hashSecret } from './auth/passwords';
import { revokeSignIns } from './auth/revoke-sign-ins';
import type { UserServiceContext } from './context';
import { users } from './db/schema';
import { normaliseEmail } from './db/users-repository';
import { publishUserChanged } from './events';

export interface NewAccount {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string | null;
  role?: number;
  active?: boolean;
  pinVerification?: boolean;
}

/** Creates an account; an address already in use is refused with the specification's message. */
export const createAccount = async (ctx: UserServiceContext, account: NewAccount): Promise<number> => {
  const email = normaliseEmail(account.email);
  const inserted = await ctx.db
    .insert(users)
    .values({
      email,
      firstName: account.firstName ?? email.split('@')[0] ?? email,
      lastName: account.lastName ?? null,
      role: account.role ?? Role.Member,
      active: account.active ?? true,
      pinVerification: account.pinVerification ?? false,
      passwordHash: await hashSecret(account.password),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const id = inserted[0]?.id;
  if (id === undefined) throw new AppError(ErrorCode.Conflict, messages.emailExists);
  return id;
};

/**
 * Activates or deactivates an account. Deactivating ends its sessions (reactivating revives none),
 * and every cached token check of the user is dropped at once, so a deactivated user is refused on
 * the next call whichever instance answers it.
 */
export const setAccountActive = async (
  ctx: UserServiceContext,
  userId: number,
  active: boolean,
): Promise<void> => {
  const updated = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ active })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (rows.length && !active) await revokeSignIns(tx, userId);
    return rows;
  });
  if (!updated.length) throw new AppError(ErrorCode.NotFound, userMessages.userNotFound);
  publishUserChanged(ctx.nc, userId);
};
