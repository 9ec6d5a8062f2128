import type { Database } from '@canstring/service-kit';
import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import { type MeetingRow, type MeetingSchema, meetings } from './schema';

type Db = Database<MeetingSchema>;

export type NewMeetingRow = typeof meetings.$inferInsert;

/** Inserts a meeting; undefined when its alias is already taken. */
export const insertMeeting = async (db: Db, row: NewMeetingRow): Promise<MeetingRow | undefined> => {
  const [inserted] = await db
    .insert(meetings)
    .values(row)
    .onConflictDoNothing({ target: meetings.alias })
    .returning();
  return inserted;
};

export const findActiveMeetingByAlias = async (db: Db, alias: string): Promise<MeetingRow | undefined> => {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.alias, alias), eq(meetings.active, true)));
  return row;
};

export const findActiveMeetingById = async (db: Db, id: number): Promise<MeetingRow | undefined> => {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, id), eq(meetings.active, true)));
  return row;
};

export const deactivateMeeting = async (db: Db, id: number): Promise<void> => {
  await db.update(meetings).set({ active: false }).where(eq(meetings.id, id));
};

/** One-to-one meetings between two users, whichever of them organised it. */
export const betweenUsers = (a: number, b: number): SQL =>
  or(
    and(eq(meetings.organizerUserId, a), eq(meetings.toUserId, b)),
    and(eq(meetings.organizerUserId, b), eq(meetings.toUserId, a)),
  ) as SQL;

export const ofGroup = (groupId: number): SQL => eq(meetings.groupId, groupId);

/** A page of active meetings matching `where`, earliest start first, with the total count. */
export const listActiveMeetings = async (
  db: Db,
  where: SQL,
  page: { offset: number; limit: number },
): Promise<{ rows: MeetingRow[]; total: number }> => {
  const condition = and(where, eq(meetings.active, true));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(meetings)
      .where(condition)
      .orderBy(asc(meetings.startAt), asc(meetings.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(meetings).where(condition),
  ]);
  return { rows, total: totals?.total ?? 0 };
};
