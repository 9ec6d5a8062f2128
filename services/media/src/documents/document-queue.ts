import { DOCUMENT_JOBS_STREAM, documentJobSubject } from '@canstring/contracts';
import type { WorkQueue } from '@canstring/service-kit';

/** The durable consumer every file server instance takes conversion jobs from. */
export const DOCUMENT_CONVERTER_CONSUMER = 'media-document-converter';

/** A job nobody took within a day is dropped (its upload long answered). */
const JOB_MAX_AGE_MS = 24 * 60 * 60_000;
/** A job is offered at most this often (a worker that died mid-job gives it back once). */
const MAX_DELIVERIES = 2;

/**
 * The work queue of conversion jobs and its shared consumer. A job is acked once its outcome is kept;
 * one not acked within the job's time plus a margin (its worker died) goes to another worker.
 */
export const documentQueue = (jobTimeoutMs: number): WorkQueue => ({
  stream: DOCUMENT_JOBS_STREAM,
  subject: documentJobSubject,
  consumer: DOCUMENT_CONVERTER_CONSUMER,
  ackWaitMs: jobTimeoutMs + 30_000,
  maxAgeMs: JOB_MAX_AGE_MS,
  maxDeliveries: MAX_DELIVERIES,
});
