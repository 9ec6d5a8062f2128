import type { Database } from '@canstring/service-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { pinChallenges, sessions, type UserSchema } from '../db/schema';

/**
 * Ends every open session and every PIN challenge not yet answered of an account, as it is
 * deactivated: reactivating it later revives none of the tokens issued before; its owner signs in again.
 */
export const revokeSignIns = async (db: Database<UserSchema>, userId: number): Promise<void> => {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
  await db
    .update(pinChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(pinChallenges.userId, userId), isNull(pinChallenges.usedAt)));
};
