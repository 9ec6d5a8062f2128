/**
 * Documents converted into pages (services/media/src/documents): a JetStream work queue every file
 * server instance takes jobs from, one at a time each, and the subject an upload waits on for its
 * job's outcome.
 */
export const DOCUMENT_JOBS_STREAM = 'DOCUMENT_JOBS';
/** A conversion job: `{ contentHash, uniqueName, mimeType }`. */
export const documentJobSubject = 'media.jobs.convert';
/** Every conversion's outcome, by content hash (sha256 hex): `{ state, totalPages?, message? }`. */
export const conversionOutcomeSubject = (contentHash: string) => `media.conversions.${contentHash}`;
export const anyConversionOutcome = 'media.conversions.*';
