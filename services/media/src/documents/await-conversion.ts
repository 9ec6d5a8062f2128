import { conversionOutcomeSubject, shareMessages } from '@canstring/contracts';
import { type Database, enqueueJob, type Logger, type NatsConnection } from '@canstring/service-kit';
import { findConversion } from '../db/conversions-repository';
import type { MediaSchema } from '../db/schema';
import {
  conversionOutcomeSchema,
  type DocumentJob,
  type DocumentOutcome,
  outcomeOfRow,
} from './conversion-outcome';
import { documentQueue } from './document-queue';

/**
 * The outcome of converting an upload into pages: at once when these bytes were converted before;
 * else a job on the work queue, and the answer its worker publishes (listened for before the job is
 * queued, so it cannot be missed). Gives up after `waitMs` (the queue is long) with a clear failure.
 */
export const awaitConversion = async (
  deps: { nc: NatsConnection; db: Database<MediaSchema>; log: Logger; jobTimeoutMs: number },
  job: DocumentJob,
  waitMs: number,
): Promise<DocumentOutcome> => {
  const kept = await findConversion(deps.db, job.contentHash);
  if (kept) return outcomeOfRow(kept);
  const sub = deps.nc.subscribe(conversionOutcomeSubject(job.contentHash));
  const timer = setTimeout(() => sub.unsubscribe(), waitMs);
  try {
    const heard = (async (): Promise<DocumentOutcome | null> => {
      for await (const msg of sub) {
        const parsed = conversionOutcomeSchema.safeParse(msg.json());
        if (parsed.success) return parsed.data;
      }
      return null;
    })();
    // Converted meanwhile by an earlier job of the same bytes?
    const since = await findConversion(deps.db, job.contentHash);
    if (since) return outcomeOfRow(since);
    // The same bytes uploaded twice at once are one job; both uploads hear its outcome.
    await enqueueJob(deps.nc, documentQueue(deps.jobTimeoutMs), job, job.contentHash);
    const outcome = await heard;
    if (outcome) return outcome;
    deps.log.warn({ contentHash: job.contentHash, waitMs }, 'no conversion outcome in time');
    return { state: 'failed', message: shareMessages.conversionTimedOut };
  } finally {
    clearTimeout(timer);
    sub.unsubscribe();
  }
};
