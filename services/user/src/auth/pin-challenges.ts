import { randomInt } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  messages,
  PIN_LIFETIME_SECONDS,
  PIN_MAX_ATTEMPTS,
  pinSchema,
  userMessages,
  VERIFICATION_PIN_LENGTH,
} from '@canstring/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { UserServiceContext } from '../context';
import { pinChallenges, type UserRow, users } from '../db/schema';
import { pinMail } from '../mail/mails';
import { hashSecret, verifySecret } from './passwords';
import { readPinToken, signPinToken } from './tokens';

const signInRequired = () => new AppError(ErrorCode.Unauthenticated, messages.signInRequired);

export interface PendingPin {
  pinToken: string;
  expiresAt: string;
}

/** Starts the second sign-in step: a random PIN, kept only as a hash, mailed to the account's address. */
export const startPinChallenge = async (ctx: UserServiceContext, user: UserRow): Promise<PendingPin> => {
  const pin = String(randomInt(0, 10 ** VERIFICATION_PIN_LENGTH)).padStart(VERIFICATION_PIN_LENGTH, '0');
  const expiresAt = new Date(Date.now() + PIN_LIFETIME_SECONDS * 1000);
  const [row] = await ctx.db
    .insert(pinChallenges)
    .values({ userId: user.id, pinHash: await hashSecret(pin), expiresAt })
    .returning({ id: pinChallenges.id });
  if (!row) throw new Error('PIN challenge insert returned no row');
  try {
    await ctx.mailer.send(pinMail(user.email, pin));
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'the verification PIN could not be mailed');
    await ctx.db.delete(pinChallenges).where(eq(pinChallenges.id, row.id));
    throw new AppError(ErrorCode.Unavailable, userMessages.pinNotSent);
  }
  return {
    pinToken: signPinToken({ userId: user.id, challengeId: row.id }, ctx.config.JWT_SECRET, expiresAt),
    expiresAt: expiresAt.toISOString(),
  };
};

/**
 * Checks a PIN against its challenge and answers the account it proves. Each try is claimed
 * atomically before the PIN is compared, so no more than PIN_MAX_ATTEMPTS comparisons ever run,
 * however many requests arrive at once; the try that exhausts them voids the challenge.
 */
export const completePinChallenge = async (
  ctx: UserServiceContext,
  pinToken: string,
  pin: string,
): Promise<UserRow> => {
  const claims = readPinToken(pinToken, ctx.config.JWT_SECRET);
  if (!claims) throw signInRequired();
  // A malformed PIN is refused without using up a try.
  if (!pinSchema.safeParse(pin).success) throw new AppError(ErrorCode.BadInput, messages.invalidPin);

  const open = and(
    eq(pinChallenges.id, claims.challengeId),
    eq(pinChallenges.userId, claims.userId),
    isNull(pinChallenges.usedAt),
    gt(pinChallenges.expiresAt, sql`now()`),
  );
  const [claimed] = await ctx.db
    .update(pinChallenges)
    .set({ attempts: sql`${pinChallenges.attempts} + 1` })
    .where(and(open, lt(pinChallenges.attempts, PIN_MAX_ATTEMPTS)))
    .returning({ attempts: pinChallenges.attempts, pinHash: pinChallenges.pinHash });
  if (!claimed) throw signInRequired();

  if (!(await verifySecret(claimed.pinHash, pin))) {
    if (claimed.attempts < PIN_MAX_ATTEMPTS) throw new AppError(ErrorCode.BadInput, messages.invalidPin);
    await ctx.db
      .update(pinChallenges)
      .set({ usedAt: sql`now()` })
      .where(eq(pinChallenges.id, claims.challengeId));
    throw signInRequired();
  }

  const [used] = await ctx.db
    .update(pinChallenges)
    .set({ usedAt: sql`now()` })
    .where(open)
    .returning({ id: pinChallenges.id });
  if (!used) throw signInRequired();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
  if (!user?.active) throw signInRequired();
  return user;
};
