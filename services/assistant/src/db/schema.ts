import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The assistant service's own PostgreSQL schema; no other service reads these tables. */
export const assistantSchema = pgSchema('assistant');

/** The knowledge base: questions and their answers, managed by administrators. */
export const knowledgeEntries = assistantSchema.table('knowledge_entries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  question: text('question').notNull().unique(),
  answer: text('answer').notNull(),
  /** Other words people use for it; searched beside the question. */
  keywords: text('keywords').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type KnowledgeEntryRow = typeof knowledgeEntries.$inferSelect;

/** The synonym map beside the knowledge base: a word and the words that mean the same to a searcher. */
export const synonyms = assistantSchema.table('synonyms', {
  word: text('word').primaryKey(),
  /** Space-separated. */
  alike: text('alike').notNull(),
});

/** How often the knowledge base or the synonyms changed: an instance whose index is older rebuilds it. */
export const knowledgeBaseVersion = assistantSchema.table(
  'knowledge_base_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('knowledge_base_version_single_row', sql`${t.id} = 1`)],
);

/** Banned words found in a question or a spoken sentence: who, when and which words (not the text). */
export const bannedWordReports = assistantSchema.table(
  'banned_word_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    words: text('words').array().notNull(),
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banned_word_reports_at_idx').on(t.at),
    check('banned_word_reports_source', sql`${t.source} IN ('typed', 'spoken')`),
  ],
);
export type BannedWordReportRow = typeof bannedWordReports.$inferSelect;

export const schema = { knowledgeEntries, synonyms, knowledgeBaseVersion, bannedWordReports };
export type AssistantSchema = typeof schema;
