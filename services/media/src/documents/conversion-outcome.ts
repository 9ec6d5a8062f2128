import type { ConversionOutcome } from '@canstring/contracts';
import { z } from 'zod';
import type { ConversionRow } from '../db/schema';

/** What a worker publishes on the outcome subject, and what an upload waits for. */
export const conversionOutcomeSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('converted'), totalPages: z.number().int().positive() }),
  z.object({ state: z.literal('failed'), message: z.string() }),
]);
export type DocumentOutcome = Exclude<ConversionOutcome, { state: 'video' }>;

export const outcomeOfRow = (row: ConversionRow): DocumentOutcome =>
  row.state === 'converted' && row.totalPages
    ? { state: 'converted', totalPages: row.totalPages }
    : { state: 'failed', message: row.failure ?? '' };

/** A conversion job on the queue. */
export const documentJobSchema = z.object({
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  uniqueName: z.string().min(1).max(200),
  mimeType: z.string().min(1).max(200),
});
export type DocumentJob = z.infer<typeof documentJobSchema>;
