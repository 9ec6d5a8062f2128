import type { MeetingReference } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, desc, eq, gte } from 'drizzle-orm';
import { type MeetingRow, type MeetingSchema, meetings } from './schema';

type Db = Database<MeetingSchema>;

/**
 * The meetings a reference names, newest first, deleted ones included (their recordings outlive
 * them). A room number may be shared: a given meeting ID can be used again.
 */
export const meetingsByReference = (db: Db, reference: MeetingReference): Promise<MeetingRow[]> => {
  const where =
    'meetingId' in reference
      ? eq(meetings.id, reference.meetingId)
      : 'alias' in reference
        ? eq(meetings.alias, reference.alias)
        : eq(meetings.meetingNumber, reference.meetingNumber);
  return db.select().from(meetings).where(where).orderBy(desc(meetings.id)).limit(50);
};

/** Instant rooms not deleted whose scheduled end has not passed, newest first. */
export const openInstantRooms = (db: Db, now: Date): Promise<MeetingRow[]> =>
  db
    .select()
    .from(meetings)
    .where(and(eq(meetings.instant, true), eq(meetings.active, true), gte(meetings.endAt, now)))
    .orderBy(desc(meetings.id))
    .limit(500);
