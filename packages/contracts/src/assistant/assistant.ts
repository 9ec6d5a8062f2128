import { z } from 'zod';
import {
  ASSISTANT_PAGE_MAX,
  ASSISTANT_PAGE_SIZE,
  ASSISTANT_QUESTION_MAX_LENGTH,
  KNOWLEDGE_ANSWER_MAX_LENGTH,
  KNOWLEDGE_KEYWORDS_MAX_LENGTH,
  KNOWLEDGE_QUESTION_MAX_LENGTH,
} from './limits';
import { assistantTexts } from './messages';

/** A question put to the assistant: typed or spoken (spec 3 §3 chat question payload: question, input). */
export const assistantQuestionSchema = z
  .string()
  .trim()
  .min(1)
  .max(ASSISTANT_QUESTION_MAX_LENGTH, assistantTexts.questionTooLong);

export const assistantInputSchema = z.object({
  type: z.enum(['text', 'voice']),
  text: z.string().max(ASSISTANT_QUESTION_MAX_LENGTH, assistantTexts.questionTooLong),
});
export type AssistantInput = z.infer<typeof assistantInputSchema>;

/** One knowledge-base entry as written by an administrator. */
export const knowledgeEntryInputSchema = z.object({
  question: z.string().trim().min(1).max(KNOWLEDGE_QUESTION_MAX_LENGTH),
  answer: z.string().trim().min(1).max(KNOWLEDGE_ANSWER_MAX_LENGTH),
  /** Other words people use for it, comma or space separated; may be empty. */
  keywords: z.string().trim().max(KNOWLEDGE_KEYWORDS_MAX_LENGTH).default(''),
});
export type KnowledgeEntryInput = z.input<typeof knowledgeEntryInputSchema>;

export const knowledgeEntrySchema = z.object({
  id: z.number().int().positive(),
  question: z.string(),
  answer: z.string(),
  keywords: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;

/** An entry the search found, with its score (higher is better). */
export const assistantMatchSchema = z.object({
  entryId: z.number().int().positive(),
  question: z.string(),
  answer: z.string(),
  score: z.number(),
});
export type AssistantMatch = z.infer<typeof assistantMatchSchema>;

/**
 * The bot reply (spec 3 §3): `response` is a string (no good match, or banned words), or a list of lists
 * of strings: `[[best answer], [alternative question, its answer]...]`; `input` is what to show as asked.
 * `best` and `alternatives` carry the same, typed; `bannedWords` is set when the question was not answered
 * because of them (it was reported).
 */
export const assistantReplySchema = z.object({
  input: z.string(),
  response: z.union([z.string(), z.array(z.array(z.string()))]),
  best: assistantMatchSchema.nullable(),
  alternatives: z.array(assistantMatchSchema),
  bannedWords: z.array(z.string()),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

export const bannedWordSourceSchema = z.enum(['typed', 'spoken']);
export type BannedWordSource = z.infer<typeof bannedWordSourceSchema>;

/** A banned-word report (who, when, which words); the rest of the text is not kept. */
export const bannedWordReportSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  words: z.array(z.string()),
  source: bannedWordSourceSchema,
  at: z.iso.datetime({ offset: true }),
});
export type BannedWordReport = z.infer<typeof bannedWordReportSchema>;

export const assistantPageSchema = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(ASSISTANT_PAGE_MAX).default(ASSISTANT_PAGE_SIZE),
});

/** The softphone the Call popup opens (spec 3 §2); null fields when calling is not set up. */
export const callCentreSettingsSchema = z.object({
  softphoneUrl: z.string().nullable(),
  username: z.string().nullable(),
  password: z.string().nullable(),
  /** The popup's custom message when calling is not set up (Proceed is hidden then). */
  message: z.string().nullable(),
});
export type CallCentreSettings = z.infer<typeof callCentreSettingsSchema>;

export const csvImportResultSchema = z.object({
  added: z.number().int().min(0),
  updated: z.number().int().min(0),
});
