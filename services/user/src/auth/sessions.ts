import {
  type Actor,
  AppError,
  ErrorCode,
  messages,
  SESSION_LIFETIME_SECONDS,
  type Session,
  type TokenCheck,
} from '@canstring/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserServiceContext } from '../context';
import { sessions, type UserRow, users } from '../db/schema';
import { toUser } from '../db/user-mapper';
import { publishSessionEnded } from '../events';
import { isUuid, readSessionToken, signSessionToken } from './tokens';

const signInRequired = () => new AppError(ErrorCode.Unauthenticated, messages.signInRequired);

/**
 * Opens a session for a user who has proved who they are, and signs its token. The account is
 * marked signed in (presence 1) and used, which takes it off the list of inactive accounts.
 */
export const openSession = async (ctx: UserServiceContext, user: UserRow): Promise<Session> => {
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000);
  const { row, signedIn } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sessions)
      .values({ userId: user.id, expiresAt })
      .returning({ id: sessions.id });
    const [signedIn] = await tx
      .update(users)
      .set({ status: 1, lastSignedInAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    return { row, signedIn };
  });
  if (!row) throw new Error('session insert returned no row');
  const account = signedIn ?? user;
  const token = signSessionToken(
    { userId: account.id, sessionId: row.id, role: account.role },
    ctx.config.JWT_SECRET,
    expiresAt,
  );
  return { token, expiresAt: expiresAt.toISOString(), user: toUser(account) };
};

/**
 * Who a token belongs to. A token is good only with a genuine HS256 signature, type 'session',
 * no expiry passed, its session still open and its account still active.
 */
export const checkSessionToken = async (ctx: UserServiceContext, token: string): Promise<TokenCheck> => {
  const claims = readSessionToken(token, ctx.config.JWT_SECRET);
  if (!claims) throw signInRequired();
  const [found] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!found?.user.active) throw signInRequired();
  return {
    // The role is read from the account, not the token, so a changed role applies at once.
    actor: { userId: found.user.id, role: found.user.role, sessionId: found.session.id },
    user: toUser(found.user),
    expiresAt: found.session.expiresAt.toISOString(),
  };
};

/** Ends the caller's session and tells every instance to forget cached checks of it. */
export const endSession = async (ctx: UserServiceContext, actor: Actor): Promise<void> => {
  if (isUuid(actor.sessionId)) {
    await ctx.db
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(
        and(eq(sessions.id, actor.sessionId), eq(sessions.userId, actor.userId), isNull(sessions.endedAt)),
      );
  }
  publishSessionEnded(ctx.nc, actor.sessionId);
};
