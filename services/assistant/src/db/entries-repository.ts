import type { KnowledgeEntry, KnowledgeEntryInput } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  type AssistantSchema,
  type KnowledgeEntryRow,
  knowledgeBaseVersion,
  knowledgeEntries,
  synonyms,
} from './schema';

type Db = Database<AssistantSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const toKnowledgeEntry = (row: KnowledgeEntryRow): KnowledgeEntry => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  keywords: row.keywords,
  updatedAt: row.updatedAt.toISOString(),
});

/** Marks the knowledge base changed, in the same transaction as the change. */
export const bumpVersion = (tx: Tx | Db) =>
  tx
    .update(knowledgeBaseVersion)
    .set({ version: sql`${knowledgeBaseVersion.version} + 1` })
    .where(eq(knowledgeBaseVersion.id, 1));

export const readVersion = async (db: Db): Promise<number> => {
  const [row] = await db.select({ version: knowledgeBaseVersion.version }).from(knowledgeBaseVersion);
  return row?.version ?? 0;
};

export const allEntries = (db: Db) => db.select().from(knowledgeEntries).orderBy(asc(knowledgeEntries.id));
export const allSynonyms = (db: Db) => db.select().from(synonyms);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const listEntries = async (db: Db, search: string, offset: number, limit: number) => {
  const where = search
    ? or(
        ilike(knowledgeEntries.question, `%${escapeLike(search)}%`),
        ilike(knowledgeEntries.keywords, `%${escapeLike(search)}%`),
      )
    : undefined;
  const rows = await db
    .select()
    .from(knowledgeEntries)
    .where(where)
    .orderBy(asc(knowledgeEntries.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(knowledgeEntries).where(where);
  return { rows, total: total?.n ?? 0 };
};

export const insertEntry = (tx: Tx | Db, entry: Required<KnowledgeEntryInput>) =>
  tx.insert(knowledgeEntries).values(entry).returning();

export const updateEntry = (tx: Tx | Db, id: number, entry: Required<KnowledgeEntryInput>) =>
  tx
    .update(knowledgeEntries)
    .set({ ...entry, updatedAt: new Date() })
    .where(eq(knowledgeEntries.id, id))
    .returning();

export const deleteEntry = (tx: Tx | Db, id: number) =>
  tx.delete(knowledgeEntries).where(eq(knowledgeEntries.id, id)).returning({ id: knowledgeEntries.id });

export const entryByQuestion = async (tx: Tx | Db, question: string) =>
  (await tx.select().from(knowledgeEntries).where(eq(knowledgeEntries.question, question)))[0];

export type { Tx as AssistantTransaction };
