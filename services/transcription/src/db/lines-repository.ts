import type { KeptTranscript, TranscriptLine } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { asc, count, desc, eq, inArray, max, min } from 'drizzle-orm';
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

/** The meetings among these that have lines, with how many and when, the latest spoken first. */
export const transcriptsOfMeetings = async (db: Db, meetingNumbers: string[]): Promise<KeptTranscript[]> => {
  const rows = await db
    .select({
      meetingNumber: lines.meetingNumber,
      lines: count(),
      firstAt: min(lines.at),
      lastAt: max(lines.at),
    })
    .from(lines)
    .where(inArray(lines.meetingNumber, meetingNumbers))
    .groupBy(lines.meetingNumber)
    .orderBy(desc(max(lines.at)), asc(lines.meetingNumber));
  return rows.map((row) => ({
    meetingNumber: row.meetingNumber,
    lines: row.lines,
    firstAt: (row.firstAt as Date).toISOString(),
    lastAt: (row.lastAt as Date).toISOString(),
  }));
};
