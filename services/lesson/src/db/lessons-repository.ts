import { type Database, ONE_VERSION_READ } from '@canstring/service-kit';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type LessonRow, type LessonSchema, lessons, questionSets } from './schema';

type Db = Database<LessonSchema>;

/** Stores the lesson of a chat attachment; the stored one when that attachment is known already. */
export const insertLesson = async (
  db: Db,
  row: typeof lessons.$inferInsert & { attachmentId: number },
): Promise<LessonRow> => {
  const [inserted] = await db
    .insert(lessons)
    .values(row)
    .onConflictDoNothing({ target: lessons.attachmentId })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(lessons).where(eq(lessons.attachmentId, row.attachmentId));
  if (!existing) throw new Error(`lesson of attachment ${row.attachmentId} neither stored nor found`);
  return existing;
};

/** Stores a recording published to a class; the stored one when it was published there already. */
export const insertPublishedRecording = async (
  db: Db,
  row: typeof lessons.$inferInsert & { recordingName: string },
): Promise<LessonRow> => {
  const [inserted] = await db
    .insert(lessons)
    .values(row)
    .onConflictDoNothing({ target: [lessons.classId, lessons.recordingName] })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.classId, row.classId), eq(lessons.recordingName, row.recordingName)));
  if (!existing) throw new Error(`recording ${row.recordingName} neither stored nor found`);
  return existing;
};

export const deleteLesson = async (db: Db, id: number): Promise<LessonRow | undefined> => {
  const [row] = await db.delete(lessons).where(eq(lessons.id, id)).returning();
  return row;
};

export const findLesson = async (db: Db, id: number): Promise<LessonRow | undefined> => {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  return row;
};

/** Takes the lesson's row lock for the rest of the transaction (one save of its sets at a time). */
export const lockLesson = async (db: Db, id: number): Promise<LessonRow | undefined> => {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).for('update');
  return row;
};

/** Forgets the lesson of a deleted attachment (its questions, sets, answers and progress with it). */
export const deleteLessonOfAttachment = async (
  db: Db,
  attachmentId: number,
): Promise<LessonRow | undefined> => {
  const [row] = await db.delete(lessons).where(eq(lessons.attachmentId, attachmentId)).returning();
  return row;
};

export const updateLesson = async (
  db: Db,
  id: number,
  change: Partial<
    Pick<LessonRow, 'status' | 'failureReason' | 'durationSeconds' | 'thumbnailFile' | 'isVideoQuizFound'>
  >,
): Promise<LessonRow | undefined> => {
  const [row] = await db.update(lessons).set(change).where(eq(lessons.id, id)).returning();
  return row;
};

/** How many sets each lesson carries. */
export const setCountsOf = async (db: Db, lessonIds: number[]): Promise<Map<number, number>> => {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: questionSets.lessonId, n: count() })
    .from(questionSets)
    .where(inArray(questionSets.lessonId, lessonIds))
    .groupBy(questionSets.lessonId);
  return new Map(rows.map((r) => [r.lessonId, Number(r.n)]));
};

/**
 * A page of a class's lessons, newest first, with the total: both read in one repeatable-read
 * transaction, so they agree (read side by side, a lesson added between the two was counted in the
 * total but missing from the page).
 */
export const listClassLessons = (
  db: Db,
  classId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: LessonRow[]; total: number }> =>
  db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(lessons)
      .where(eq(lessons.classId, classId))
      .orderBy(desc(lessons.createdAt), desc(lessons.id))
      .limit(page.limit)
      .offset(page.offset);
    const [totalRow] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(lessons)
      .where(eq(lessons.classId, classId));
    return { rows, total: totalRow?.n ?? 0 };
  }, ONE_VERSION_READ);
