import type { Database } from '@canstring/service-kit';
import { asc, eq } from 'drizzle-orm';
import { type LessonSchema, type QuestionSetRow, questionSets } from './schema';

type Db = Database<LessonSchema>;

/** A lesson's sets by time. */
export const setsOfLesson = (db: Db, lessonId: number): Promise<QuestionSetRow[]> =>
  db.select().from(questionSets).where(eq(questionSets.lessonId, lessonId)).orderBy(asc(questionSets.time));

export const findSet = async (db: Db, id: number): Promise<QuestionSetRow | undefined> => {
  const [row] = await db.select().from(questionSets).where(eq(questionSets.id, id));
  return row;
};

export const insertSet = async (db: Db, row: typeof questionSets.$inferInsert): Promise<QuestionSetRow> => {
  const [inserted] = await db.insert(questionSets).values(row).returning();
  return inserted as QuestionSetRow;
};

export const updateSet = async (
  db: Db,
  id: number,
  change: Pick<QuestionSetRow, 'questionIds' | 'time' | 'type' | 'required'>,
): Promise<QuestionSetRow> => {
  const [row] = await db.update(questionSets).set(change).where(eq(questionSets.id, id)).returning();
  return row as QuestionSetRow;
};

export const deleteSet = async (db: Db, id: number): Promise<void> => {
  await db.delete(questionSets).where(eq(questionSets.id, id));
};
