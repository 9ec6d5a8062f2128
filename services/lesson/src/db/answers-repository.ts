import type { Database } from '@canstring/service-kit';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type LessonSchema, type ProgressRow, progress, type SetAnswersRow, setAnswers } from './schema';

type Db = Database<LessonSchema>;

const sqlGreatest = (position: number) => sql`GREATEST(${progress.furthest}, ${position})`;

/** Stores a learner's answers to a set; undefined when they answered it already. */
export const insertSetAnswers = async (
  db: Db,
  row: typeof setAnswers.$inferInsert,
): Promise<SetAnswersRow | undefined> => {
  const [inserted] = await db
    .insert(setAnswers)
    .values(row)
    .onConflictDoNothing({ target: [setAnswers.setId, setAnswers.learnerId] })
    .returning();
  return inserted;
};

export const answersOfLearner = (db: Db, lessonId: number, learnerId: number): Promise<SetAnswersRow[]> =>
  db
    .select()
    .from(setAnswers)
    .where(and(eq(setAnswers.lessonId, lessonId), eq(setAnswers.learnerId, learnerId)))
    .orderBy(asc(setAnswers.id));

export const answersOfLesson = (db: Db, lessonId: number): Promise<SetAnswersRow[]> =>
  db.select().from(setAnswers).where(eq(setAnswers.lessonId, lessonId)).orderBy(asc(setAnswers.id));

export const findProgress = async (
  db: Db,
  lessonId: number,
  learnerId: number,
): Promise<ProgressRow | undefined> => {
  const [row] = await db
    .select()
    .from(progress)
    .where(and(eq(progress.lessonId, lessonId), eq(progress.learnerId, learnerId)));
  return row;
};

export const progressOfLesson = (db: Db, lessonId: number): Promise<ProgressRow[]> =>
  db.select().from(progress).where(eq(progress.lessonId, lessonId));

/**
 * Saves where a learner is: the position as given, the furthest point the larger of the two, the end
 * once reached stays reached; the name as the class knows it now.
 */
export const saveProgress = async (
  db: Db,
  row: Pick<ProgressRow, 'lessonId' | 'learnerId' | 'firstName' | 'lastName' | 'position' | 'completed'>,
): Promise<ProgressRow> => {
  const now = new Date();
  const [saved] = await db
    .insert(progress)
    .values({ ...row, furthest: row.position, updatedAt: now })
    .onConflictDoUpdate({
      target: [progress.lessonId, progress.learnerId],
      set: {
        firstName: row.firstName,
        lastName: row.lastName,
        position: row.position,
        furthest: sqlGreatest(row.position),
        completed: row.completed ? true : progress.completed,
        updatedAt: now,
      },
    })
    .returning();
  return saved as ProgressRow;
};
