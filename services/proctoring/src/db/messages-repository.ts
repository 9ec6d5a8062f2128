import { randomUUID } from 'node:crypto';
import type { ExamMessage } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, asc, eq } from 'drizzle-orm';
import { type MessageRow, messages, type ProctoringSchema } from './schema';

type Db = Database<ProctoringSchema>;

export const toMessage = (row: MessageRow): ExamMessage => ({
  messageId: row.id,
  examId: row.examId,
  toUserId: row.toUserId,
  fromName: row.fromName,
  message: row.message,
  sentAt: row.sentAt.toISOString(),
});

export const insertMessage = async (
  db: Db,
  message: { examId: number; toUserId: number; fromName: string; message: string; sentAt: Date },
): Promise<ExamMessage> => {
  const [row] = await db
    .insert(messages)
    .values({ id: randomUUID(), ...message })
    .returning();
  if (!row) throw new Error('the message was not kept');
  return toMessage(row);
};

/** The examiner's messages to one candidate, oldest first. */
export const messagesTo = async (db: Db, examId: number, toUserId: number): Promise<ExamMessage[]> =>
  (
    await db
      .select()
      .from(messages)
      .where(and(eq(messages.examId, examId), eq(messages.toUserId, toUserId)))
      .orderBy(asc(messages.sentAt), asc(messages.id))
  ).map(toMessage);
