import type { Database } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { type UserRow, type UserSchema, users } from './schema';

type Db = Database<UserSchema>;

/** One address is one account whatever its spelling: trimmed and lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)))
      .limit(1)
  )[0];

export const findUserById = async (db: Db, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const setUserStatus = async (db: Db, id: number, status: number): Promise<void> => {
  await db.update(users).set({ status }).where(eq(users.id, id));
};
