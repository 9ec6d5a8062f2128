import type { TranscriptLine } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { asc, eq } from 'drizzle-orm';
import { lines, type TranscriptionSchema } from './schema';

type Db = Database<TranscriptionSchema>;

export const insertLine = async (db: Db, line: TranscriptLine): Promise<void> => {
  await db.insert(lines).values({ ...line, at: new Date(line.at) });
};

/** A meeting's lines in the order they were spoken. */
export const linesOfMeeting = async (db: Db, meetingNumber: string): Promise<TranscriptLine[]> => {
  const rows = await db
    .select()
    .from(lines)
    .where(eq(lines.meetingNumber, meetingNumber))
    .orderBy(asc(lines.at), asc(lines.id));
  return rows.map((row) => ({
    meetingNumber: row.meetingNumber,
    participantId: row.participantId,
    speakerName: row.speakerName,
    text: row.text,
    at: row.at.toISOString(),
  }));
};
