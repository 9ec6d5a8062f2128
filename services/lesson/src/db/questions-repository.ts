import type { Database } from '@canstring/service-kit';
import { asc, eq } from 'drizzle-orm';
import { type LessonSchema, type QuestionRow, questions } from './schema';

type Db = Database<LessonSchema>;

export const questionsOfLesson = (db: Db, lessonId: number): Promise<QuestionRow[]> =>
  db.select().from(questions).where(eq(questions.lessonId, lessonId)).orderBy(asc(questions.id));

export const findQuestion = async (db: Db, id: number): Promise<QuestionRow | undefined> => {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row;
};

export const countQuestions = async (db: Db, lessonId: number): Promise<number> =>
  (await db.select({ id: questions.id }).from(questions).where(eq(questions.lessonId, lessonId))).length;

export const insertQuestion = async (db: Db, row: typeof questions.$inferInsert): Promise<QuestionRow> => {
  const [inserted] = await db.insert(questions).values(row).returning();
  return inserted as QuestionRow;
};

export const updateQuestion = async (
  db: Db,
  id: number,
  change: Pick<QuestionRow, 'type' | 'text' | 'options' | 'correctOptions'>,
): Promise<QuestionRow> => {
  const [row] = await db.update(questions).set(change).where(eq(questions.id, id)).returning();
  return row as QuestionRow;
};

export const deleteQuestion = async (db: Db, id: number): Promise<void> => {
  await db.delete(questions).where(eq(questions.id, id));
};
