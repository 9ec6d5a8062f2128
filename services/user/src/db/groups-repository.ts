import type { ListSort } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { groupMatches, groupOrder, type Page } from './list-filters';
import { groupMembers, groups, type UserSchema } from './schema';

type Db = Database<UserSchema>;

const memberCount =
  sql<number>`(select count(*) from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`.mapWith(
    Number,
  );

const groupColumns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  createdAt: groups.createdAt,
  memberCount,
};

export interface GroupWithCount {
  id: number;
  name: string;
  description: string | null;
  createdAt: Date;
  memberCount: number;
}

const hasMember = (db: Db, userId: number): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId))),
  );

/** A page of groups with their member counts; `memberId` keeps only the groups that person is in. */
export const listGroups = async (
  db: Db,
  query: Page & { sort: ListSort; memberId?: number },
): Promise<{ rows: GroupWithCount[]; total: number }> => {
  const where = and(
    groupMatches(query.search),
    query.memberId === undefined ? undefined : hasMember(db, query.memberId),
  );
  const rows = await db
    .select(groupColumns)
    .from(groups)
    .where(where)
    .orderBy(...groupOrder(query.sort))
    .offset(query.offset)
    .limit(query.limit);
  return { rows, total: await db.$count(groups, where) };
};

export const findGroup = async (db: Db, id: number): Promise<GroupWithCount | undefined> =>
  (await db.select(groupColumns).from(groups).where(eq(groups.id, id)).limit(1))[0];

/**
 * Locks groups for the rest of the transaction, in id order so two transactions never wait on
 * each other. 'update' serialises changes of membership (the last-member rule holds under
 * concurrent removals); 'share' only keeps the groups from being deleted meanwhile.
 * Answers the ids that exist.
 */
export const lockGroups = async (db: Db, ids: number[], strength: 'update' | 'share'): Promise<number[]> => {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.id, ids))
    .orderBy(groups.id)
    .for(strength === 'update' ? 'no key update' : 'key share');
  return rows.map((r) => r.id);
};

export const countMembers = async (db: Db, groupId: number): Promise<number> =>
  db.$count(groupMembers, eq(groupMembers.groupId, groupId));
