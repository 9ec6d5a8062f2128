import type { Database } from '@canstring/service-kit';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { type CandidateRow, candidates, flags, type ProctoringSchema } from './schema';

type Db = Database<ProctoringSchema>;
const of = (examId: number, userId: number) =>
  and(eq(candidates.examId, examId), eq(candidates.userId, userId));

export const findCandidate = async (
  db: Db,
  examId: number,
  userId: number,
): Promise<CandidateRow | undefined> => {
  const [row] = await db.select().from(candidates).where(of(examId, userId));
  return row;
};

/** A candidate entered the room: recorded at their first entry, their name kept current. */
export const recordJoin = async (
  db: Db,
  entry: { examId: number; userId: number; userName: string; at: Date },
): Promise<CandidateRow> => {
  const [row] = await db
    .insert(candidates)
    .values({ examId: entry.examId, userId: entry.userId, userName: entry.userName, joinedAt: entry.at })
    .onConflictDoUpdate({ target: [candidates.examId, candidates.userId], set: { userName: entry.userName } })
    .returning();
  if (!row) throw new Error('the candidate was not recorded');
  return row;
};

export const candidatesOf = async (db: Db, examId: number): Promise<CandidateRow[]> =>
  db
    .select()
    .from(candidates)
    .where(eq(candidates.examId, examId))
    .orderBy(asc(candidates.userName), asc(candidates.userId));

/** Starts a candidate's test once; undefined when already started (or disqualified). */
export const startCandidate = async (db: Db, examId: number, userId: number, at: Date) => {
  const [row] = await db
    .update(candidates)
    .set({ startedAt: at })
    .where(and(of(examId, userId), isNull(candidates.startedAt), isNull(candidates.disqualified)))
    .returning();
  return row;
};

/** Ends every started candidate still sitting the test (Stop Test). */
export const endCandidates = async (db: Db, examId: number, at: Date): Promise<void> => {
  await db
    .update(candidates)
    .set({ endedAt: at })
    .where(and(eq(candidates.examId, examId), isNotNull(candidates.startedAt), isNull(candidates.endedAt)));
};

/** Disqualifies a candidate once; their test ends then. Answers the row as it is after. */
export const disqualifyCandidate = async (
  db: Db,
  examId: number,
  userId: number,
  reason: string,
  at: Date,
): Promise<CandidateRow | undefined> => {
  const [row] = await db
    .update(candidates)
    .set({ disqualified: reason, disqualifiedAt: at })
    .where(and(of(examId, userId), isNull(candidates.disqualified)))
    .returning();
  if (row?.startedAt && !row.endedAt) {
    const [ended] = await db.update(candidates).set({ endedAt: at }).where(of(examId, userId)).returning();
    return ended;
  }
  return row ?? findCandidate(db, examId, userId);
};

/** How many flags each candidate of an exam has. */
export const flagCounts = async (db: Db, examId: number): Promise<Map<number, number>> => {
  const rows = await db
    .select({ userId: flags.userId, n: count() })
    .from(flags)
    .where(eq(flags.examId, examId))
    .groupBy(flags.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
};
