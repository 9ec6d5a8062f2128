import type { ListSort } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { type Page, userMatches, userOrder } from './list-filters';
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

/** The account row locked until the transaction ends, so checks on it hold while it changes. */
export const lockUser = async (db: Db, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1).for('no key update'))[0];

/**
 * Of these ids, those of active accounts, kept from being deleted or deactivated until the
 * transaction ends (they are about to join a group).
 */
export const lockActiveUsers = async (db: Db, ids: number[]): Promise<number[]> => {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.active, true)))
    .orderBy(users.id)
    .for('share');
  return rows.map((r) => r.id);
};

/** A page of accounts matching `where`, in the asked order, with the count of all matches. */
export const pageOfUsers = async (
  db: Db,
  where: SQL | undefined,
  page: Page,
  sort: ListSort,
): Promise<{ rows: UserRow[]; total: number }> => {
  const filter = and(where, userMatches(page.search));
  const rows = await db
    .select()
    .from(users)
    .where(filter)
    .orderBy(...userOrder(sort))
    .offset(page.offset)
    .limit(page.limit);
  return { rows, total: await db.$count(users, filter) };
};
