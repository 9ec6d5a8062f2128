import { randomUUID } from 'node:crypto';
import {
  type ExamFlag,
  type ExamFlagKind,
  type ExamStillContentType,
  type ExamStillKind,
  proctoringStillPath,
} from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { type FlagRow, flags, type ProctoringSchema, type StillRow, stills } from './schema';

type Db = Database<ProctoringSchema>;

export const insertFlag = async (
  db: Db,
  flag: { examId: number; userId: number; kind: ExamFlagKind; detail: string | null; at: Date },
): Promise<FlagRow> => {
  const [row] = await db
    .insert(flags)
    .values({ id: randomUUID(), ...flag })
    .returning();
  if (!row) throw new Error('the flag was not kept');
  return row;
};

export const countFlagsOf = async (db: Db, examId: number, userId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(flags)
    .where(and(eq(flags.examId, examId), eq(flags.userId, userId)));
  return Number(row?.n ?? 0);
};

export const findFlag = async (db: Db, flagId: string): Promise<FlagRow | undefined> => {
  const [row] = await db.select().from(flags).where(eq(flags.id, flagId));
  return row;
};

export const findStill = async (
  db: Db,
  flagId: string,
  kind: ExamStillKind,
): Promise<StillRow | undefined> => {
  const [row] = await db
    .select()
    .from(stills)
    .where(and(eq(stills.flagId, flagId), eq(stills.kind, kind)));
  return row;
};

/** Keeps a still once; undefined when that flag already has one of that kind. */
export const insertStill = async (
  db: Db,
  still: {
    flagId: string;
    kind: ExamStillKind;
    examId: number;
    contentType: ExamStillContentType;
    bytes: number;
    relativePath: string;
    at: Date;
  },
): Promise<StillRow | undefined> => {
  const [row] = await db.insert(stills).values(still).onConflictDoNothing().returning();
  return row;
};

/** An exam's flags (of one candidate, or all), oldest first, with their stills. */
export const flagsOf = async (
  db: Db,
  examId: number,
  names: Map<number, string>,
  userId?: number,
): Promise<ExamFlag[]> => {
  const rows = await db
    .select()
    .from(flags)
    .where(
      userId === undefined
        ? eq(flags.examId, examId)
        : and(eq(flags.examId, examId), eq(flags.userId, userId)),
    )
    .orderBy(asc(flags.at), asc(flags.id));
  const kept = rows.length
    ? await db
        .select()
        .from(stills)
        .where(
          inArray(
            stills.flagId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => toFlag(row, names.get(row.userId) ?? '', kept));
};

export const toFlag = (row: FlagRow, userName: string, kept: StillRow[] = []): ExamFlag => ({
  flagId: row.id,
  examId: row.examId,
  userId: row.userId,
  userName,
  kind: row.kind as ExamFlagKind,
  detail: row.detail,
  at: row.at.toISOString(),
  stills: kept
    .filter((s) => s.flagId === row.id)
    .sort((a, b) => a.kind.localeCompare(b.kind))
    .map(toStill),
});

export const toStill = (s: StillRow) => ({
  kind: s.kind as ExamStillKind,
  contentType: s.contentType as ExamStillContentType,
  bytes: s.bytes,
  path: proctoringStillPath(s.examId, s.flagId, s.kind),
  at: s.at.toISOString(),
});
