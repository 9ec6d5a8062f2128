import type { BannedWordReport, BannedWordSource } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { count, desc } from 'drizzle-orm';
import { type AssistantSchema, type BannedWordReportRow, bannedWordReports } from './schema';

type Db = Database<AssistantSchema>;

export const toReport = (row: BannedWordReportRow): BannedWordReport => ({
  id: row.id,
  userId: row.userId,
  words: row.words,
  source: row.source as BannedWordSource,
  at: row.at.toISOString(),
});

export const addReport = (db: Db, report: { userId: number; words: string[]; source: BannedWordSource }) =>
  db.insert(bannedWordReports).values(report);

export const listReports = async (db: Db, offset: number, limit: number) => {
  const rows = await db
    .select()
    .from(bannedWordReports)
    .orderBy(desc(bannedWordReports.at), desc(bannedWordReports.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(bannedWordReports);
  return { rows, total: total?.n ?? 0 };
};
