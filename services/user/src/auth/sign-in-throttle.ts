import {
  SIGN_IN_ACCOUNT_FREE_FAILURES,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_SECONDS,
} from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { signInAccountFailures, signInFailures, type UserSchema } from '../db/schema';

type Db = Database<UserSchema>;

export type AttemptClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Where an attempt comes from: the account's email and the client's address ('' when unknown). */
export interface SignInSource {
  email: string;
  address: string;
}

/** Seconds to wait after `failures` failures when `free` come without a wait: 1, 2, 4 … up to the ceiling. */
const waitAfter = (failures: SQL | number, free: number): SQL =>
  sql`(case when ${failures} < ${free} then 0 else least(power(2, ${failures} - ${free}), ${SIGN_IN_MAX_DELAY_SECONDS}) end)`;

/** A moment as a query parameter of a known type. */
const at = (moment: Date): SQL => sql`${moment.toISOString()}::timestamptz`;

/** The account's failures from every address together (0 when none). */
const accountFailures = (email: string): SQL =>
  sql`coalesce((select ${signInAccountFailures.failures} from ${signInAccountFailures} where ${signInAccountFailures.email} = ${email}), 0)`;

/**
 * How long this address waits, counted from its own last failure: the longer of its own wait and
 * the account's wait (guesses spread over many addresses). Nobody else's failures move the start,
 * so the right password gets through at the latest the ceiling after this address's last try.
 */
const waitOf = (email: string): SQL =>
  sql`greatest(${waitAfter(sql`${signInFailures.failures}`, SIGN_IN_FREE_FAILURES)}, ${waitAfter(accountFailures(email), SIGN_IN_ACCOUNT_FREE_FAILURES)}) * interval '1 second'`;

/**
 * Claims one sign-in attempt for an email from an address. The attempt is counted as a failure up
 * front, in one atomic statement, so parallel guesses from one address (on any instance) cannot all
 * slip through the same window; a successful sign-in clears the count. An address that has not
 * failed for this email never waits.
 */
export const claimSignInAttempt = async (db: Db, source: SignInSource, now: Date): Promise<AttemptClaim> => {
  const { email, address } = source;
  const claimed = await db
    .insert(signInFailures)
    .values({ email, address, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.address],
      set: {
        failures: sql`${signInFailures.failures} + 1`,
        lastFailedAt: sql`greatest(${signInFailures.lastFailedAt}, ${at(now)})`,
      },
      // No wait yet: allowed whatever the order of the moments (parallel attempts take theirs before
      // they reach the database, and a later one may be stored first).
      setWhere: sql`${waitOf(email)} = interval '0' or ${signInFailures.lastFailedAt} + ${waitOf(email)} <= ${at(now)}`,
    })
    .returning({ failures: signInFailures.failures });
  if (claimed.length) {
    await db
      .insert(signInAccountFailures)
      .values({ email, failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: signInAccountFailures.email,
        set: { failures: sql`${signInAccountFailures.failures} + 1`, lastFailedAt: now },
      });
    return { allowed: true };
  }
  const [row] = await db
    .select({
      seconds:
        sql<number>`ceil(extract(epoch from (${signInFailures.lastFailedAt} + ${waitOf(email)} - ${at(now)})))`.mapWith(
          Number,
        ),
    })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), eq(signInFailures.address, address)));
  return { allowed: false, retryAfterSeconds: Math.max(1, row?.seconds ?? 1) };
};

/** A right password: this address and the account start from zero again. */
export const clearSignInFailures = async (db: Db, source: SignInSource): Promise<void> => {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, source.email), eq(signInFailures.address, source.address)));
  await db.delete(signInAccountFailures).where(eq(signInAccountFailures.email, source.email));
};
