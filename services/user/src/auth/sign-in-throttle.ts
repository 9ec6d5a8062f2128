import { SIGN_IN_FREE_FAILURES, SIGN_IN_MAX_DELAY_SECONDS } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { eq, sql } from 'drizzle-orm';
import { signInFailures, type UserSchema } from '../db/schema';

type Db = Database<UserSchema>;

export type AttemptClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How long the next attempt must wait after the last failure: 1 s, 2 s, 4 s … up to the ceiling. */
const wait = sql`least(power(2, ${signInFailures.failures} - ${SIGN_IN_FREE_FAILURES}), ${SIGN_IN_MAX_DELAY_SECONDS}) * interval '1 second'`;

/**
 * Claims one sign-in attempt for an email. The attempt is counted as a failure up front, in one
 * atomic statement, so parallel guesses against one address (on any instance) cannot all slip
 * through the same window; a successful sign-in clears the count.
 */
export const claimSignInAttempt = async (db: Db, email: string): Promise<AttemptClaim> => {
  const claimed = await db
    .insert(signInFailures)
    .values({ email, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: { failures: sql`${signInFailures.failures} + 1`, lastFailedAt: sql`now()` },
      setWhere: sql`${signInFailures.failures} < ${SIGN_IN_FREE_FAILURES} or ${signInFailures.lastFailedAt} + ${wait} <= now()`,
    })
    .returning({ failures: signInFailures.failures });
  if (claimed.length) return { allowed: true };
  const [row] = await db
    .select({
      seconds:
        sql<number>`ceil(extract(epoch from (${signInFailures.lastFailedAt} + ${wait} - now())))`.mapWith(
          Number,
        ),
    })
    .from(signInFailures)
    .where(eq(signInFailures.email, email));
  return { allowed: false, retryAfterSeconds: Math.max(1, row?.seconds ?? 1) };
};

export const clearSignInFailures = async (db: Db, email: string): Promise<void> => {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
};
