import { randomInt } from 'node:crypto';
import { EXAM_ROOM_NUMBER_LENGTH } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { type ExamRow, exams, type ProctoringSchema } from './schema';

type Db = Database<ProctoringSchema>;

/** A new exam room number: EXAM_ROOM_NUMBER_LENGTH digits, the first not zero. */
const newRoomNumber = (): string => {
  let digits = String(randomInt(1, 10));
  while (digits.length < EXAM_ROOM_NUMBER_LENGTH) digits += String(randomInt(0, 10));
  return digits;
};

export interface NewExamRow {
  title: string;
  groupId: number;
  groupName: string;
  examinerUserId: number;
  examinerName: string;
  startAt: Date;
  durationMinutes: number;
}

/** Stores a new exam with a room number no other exam has. */
export const insertExam = async (db: Db, exam: NewExamRow): Promise<ExamRow> => {
  for (;;) {
    const [row] = await db
      .insert(exams)
      .values({ ...exam, room: newRoomNumber() })
      .onConflictDoNothing({ target: exams.room })
      .returning();
    if (row) return row;
  }
};

export const findExam = async (db: Db, examId: number): Promise<ExamRow | undefined> => {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId));
  return row;
};

/** The exams one examines or whose class one belongs to, soonest start first. */
export const examsFor = async (db: Db, userId: number, groupIds: number[], limit: number) =>
  db
    .select()
    .from(exams)
    .where(
      groupIds.length
        ? or(eq(exams.examinerUserId, userId), inArray(exams.groupId, groupIds))
        : eq(exams.examinerUserId, userId),
    )
    .orderBy(asc(exams.startAt), asc(exams.id))
    .limit(limit);

/** Moves the exam from one status to the next; undefined when it was not in `from` (someone was first). */
export const moveExam = async (
  db: Db,
  examId: number,
  from: 'scheduled' | 'started',
  to: Partial<Pick<ExamRow, 'status' | 'startedAt' | 'stoppedAt'>>,
): Promise<ExamRow | undefined> => {
  const [row] = await db
    .update(exams)
    .set(to)
    .where(and(eq(exams.id, examId), eq(exams.status, from)))
    .returning();
  return row;
};
