import type { RecordingTarget } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { type RecordingRow, type RecordingSchema, recordings } from './schema';

type Db = Database<RecordingSchema>;

/** Inserts a recording; undefined when its unique name is already stored. */
export const insertRecording = async (
  db: Db,
  row: typeof recordings.$inferInsert,
): Promise<RecordingRow | undefined> => {
  const [inserted] = await db
    .insert(recordings)
    .values(row)
    .onConflictDoNothing({ target: recordings.uniqueName })
    .returning();
  return inserted;
};

export const findRecordingById = async (db: Db, id: number): Promise<RecordingRow | undefined> => {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
  return row;
};

export const findRecordingByUniqueName = async (
  db: Db,
  uniqueName: string,
): Promise<RecordingRow | undefined> => {
  const [row] = await db.select().from(recordings).where(eq(recordings.uniqueName, uniqueName));
  return row;
};

export const renameRecording = async (
  db: Db,
  id: number,
  fileName: string,
): Promise<RecordingRow | undefined> => {
  const [row] = await db.update(recordings).set({ fileName }).where(eq(recordings.id, id)).returning();
  return row;
};

export const deleteRecording = async (db: Db, id: number): Promise<void> => {
  await db.delete(recordings).where(eq(recordings.id, id));
};

/**
 * Recordings of the meetings a caller sees with a target: one-to-one meetings between the caller and
 * that user (whichever organised it), or the group's meetings.
 */
export const ofTarget = (viewerId: number, target: RecordingTarget): SQL =>
  'groupId' in target
    ? eq(recordings.groupId, target.groupId)
    : (or(
        and(eq(recordings.organizerUserId, viewerId), eq(recordings.toUserId, target.userId)),
        and(eq(recordings.organizerUserId, target.userId), eq(recordings.toUserId, viewerId)),
      ) as SQL);

/** A page of recordings, newest first, with the total count. */
export const listRecordings = async (
  db: Db,
  where: SQL,
  page: { offset: number; limit: number },
): Promise<{ rows: RecordingRow[]; total: number }> => {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(recordings)
      .where(where)
      .orderBy(desc(recordings.createdAt), desc(recordings.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(recordings).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

/** Changes a recording's row; undefined when it is gone (deleted meanwhile). */
export const updateRecording = async (
  db: Db,
  uniqueName: string,
  change: Partial<typeof recordings.$inferInsert>,
): Promise<RecordingRow | undefined> => {
  const [row] = await db
    .update(recordings)
    .set(change)
    .where(eq(recordings.uniqueName, uniqueName))
    .returning();
  return row;
};

/**
 * Marks a recording that was being captured as composing; undefined when it is not 'recording'
 * (composed already, or asked twice), so the job is put on the queue once.
 */
export const markComposing = async (
  db: Db,
  uniqueName: string,
  endedAt: Date,
): Promise<RecordingRow | undefined> => {
  const [row] = await db
    .update(recordings)
    .set({ status: 'composing', endedAt })
    .where(and(eq(recordings.uniqueName, uniqueName), eq(recordings.status, 'recording')))
    .returning();
  return row;
};
