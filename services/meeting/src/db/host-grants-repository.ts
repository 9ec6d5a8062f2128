import type { Database } from '@canstring/service-kit';
import { and, eq } from 'drizzle-orm';
import { hostGrants, type MeetingSchema } from './schema';

type Db = Database<MeetingSchema>;

export const hasHostGrant = async (db: Db, meetingId: number, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ userId: hostGrants.userId })
    .from(hostGrants)
    .where(and(eq(hostGrants.meetingId, meetingId), eq(hostGrants.userId, userId)))
    .limit(1);
  return row !== undefined;
};

/** Granting twice keeps the first grant. */
export const insertHostGrant = async (db: Db, meetingId: number, userId: number): Promise<void> => {
  await db.insert(hostGrants).values({ meetingId, userId }).onConflictDoNothing();
};

export const deleteHostGrant = async (db: Db, meetingId: number, userId: number): Promise<void> => {
  await db.delete(hostGrants).where(and(eq(hostGrants.meetingId, meetingId), eq(hostGrants.userId, userId)));
};
