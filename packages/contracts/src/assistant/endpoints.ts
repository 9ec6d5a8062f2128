import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import {
  assistantInputSchema,
  assistantPageSchema,
  assistantQuestionSchema,
  assistantReplySchema,
  bannedWordReportSchema,
  bannedWordSourceSchema,
  callCentreSettingsSchema,
  csvImportResultSchema,
  knowledgeEntryInputSchema,
  knowledgeEntrySchema,
} from './assistant';
import { ASSISTANT_QUESTION_MAX_LENGTH, KNOWLEDGE_CSV_MAX_LENGTH } from './limits';
import { knowledgeBaseTexts } from './messages';

const entryId = z.number().int().positive();

/**
 * The assistant service's endpoints. Any signed-in person asks; administrators (role 1) manage the
 * knowledge base and read the banned-word reports.
 */
export const assistantEndpoints = {
  /**
   * Answers a question from the knowledge base: the best entry and up to two alternatives, or an honest
   * 'no good match'. A question holding banned words is not answered: the words are reported and named.
   */
  ask: endpoint(
    'assistant.ask',
    z.object({
      actor: actorSchema,
      question: assistantQuestionSchema,
      input: assistantInputSchema.optional(),
    }),
    assistantReplySchema,
  ),
  /** Screens a spoken sentence that is not a question: banned words are reported and named. */
  screen: endpoint(
    'assistant.screen',
    z.object({
      actor: actorSchema,
      text: z.string().max(ASSISTANT_QUESTION_MAX_LENGTH * 4),
      source: bannedWordSourceSchema,
    }),
    z.object({ bannedWords: z.array(z.string()) }),
  ),
  /** The Call popup's softphone and login, or its custom message when calling is not set up. */
  callCentre: endpoint('assistant.callCentre', z.object({ actor: actorSchema }), callCentreSettingsSchema),
  listEntries: endpoint(
    'assistant.entries.list',
    assistantPageSchema.extend({ actor: actorSchema, search: z.string().trim().max(100).default('') }),
    z.object({ entries: z.array(knowledgeEntrySchema), total: z.number().int().min(0) }),
  ),
  createEntry: endpoint(
    'assistant.entries.create',
    z.object({ actor: actorSchema, entry: knowledgeEntryInputSchema }),
    z.object({ entry: knowledgeEntrySchema }),
  ),
  updateEntry: endpoint(
    'assistant.entries.update',
    z.object({ actor: actorSchema, entryId, entry: knowledgeEntryInputSchema }),
    z.object({ entry: knowledgeEntrySchema }),
  ),
  deleteEntry: endpoint(
    'assistant.entries.delete',
    z.object({ actor: actorSchema, entryId }),
    z.object({ ok: z.literal(true) }),
  ),
  /**
   * Adds the CSV's entries (header question,answer,keywords); an entry whose question is already there
   * is updated. All or nothing: one bad line refuses the file, naming the line.
   */
  importEntries: endpoint(
    'assistant.entries.import',
    z.object({
      actor: actorSchema,
      csv: z.string().max(KNOWLEDGE_CSV_MAX_LENGTH, knowledgeBaseTexts.csvTooLarge),
    }),
    csvImportResultSchema,
  ),
  exportEntries: endpoint(
    'assistant.entries.export',
    z.object({ actor: actorSchema }),
    z.object({ csv: z.string() }),
  ),
  listReports: endpoint(
    'assistant.reports.list',
    assistantPageSchema.extend({ actor: actorSchema }),
    z.object({ reports: z.array(bannedWordReportSchema), total: z.number().int().min(0) }),
  ),
};
