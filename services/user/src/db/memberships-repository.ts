import type { Database } from '@canstring/service-kit';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { groupMembers, type UserSchema, users } from './schema';

type Db = Database<UserSchema>;

export const groupIdsOf = async (db: Db, userId: number): Promise<number[]> =>
  (
    await db
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, userId))
      .orderBy(groupMembers.groupId)
  ).map((r) => r.groupId);

export const isMember = async (db: Db, groupId: number, userId: number): Promise<boolean> =>
  (await db.$count(groupMembers, and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))) >
  0;

/** Adds people to a group; those already in it stay as they are. */
export const addMembers = async (db: Db, groupId: number, userIds: number[]): Promise<void> => {
  if (!userIds.length) return;
  await db
    .insert(groupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing();
};

export const removeMembers = async (db: Db, groupId: number, userIds: number[]): Promise<number> => {
  if (!userIds.length) return 0;
  const removed = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds)))
    .returning({ userId: groupMembers.userId });
  return removed.length;
};

/** Puts one person in exactly these groups. */
export const setGroupsOf = async (db: Db, userId: number, groupIds: number[]): Promise<void> => {
  await db.delete(groupMembers).where(eq(groupMembers.userId, userId));
  if (!groupIds.length) return;
  await db.insert(groupMembers).values(groupIds.map((groupId) => ({ groupId, userId })));
};

/** Everyone in the group, by id. */
export const memberIdsOf = async (db: Db, groupId: number): Promise<number[]> =>
  (
    await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(groupMembers.userId)
  ).map((r) => r.userId);

/** Of these people, those already in the group. */
export const memberIdsAmong = async (db: Db, groupId: number, userIds: number[]): Promise<number[]> => {
  if (!userIds.length) return [];
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds)));
  return rows.map((r) => r.userId);
};

/** A condition on accounts: in this group. */
export const membersOf = (db: Db, groupId: number): SQL =>
  inArray(
    users.id,
    db.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, groupId)),
  );
