import { ATTACHMENT_ACCEPT, attachmentProblem } from '@canstring/contracts';

/** The picker's `accept`: the extensions of spec 2 §5. */
export const UPLOAD_ACCEPT = ATTACHMENT_ACCEPT;

/**
 * Why a picked file is not sent (its extension, then the 50 MB limit), in the specification's words;
 * null when it may go. The file server checks again, the content too.
 */
export const uploadProblem = (file: { name: string; size: number }): string | null =>
  attachmentProblem(file) ?? null;
