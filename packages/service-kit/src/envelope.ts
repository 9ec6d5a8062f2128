import { type ErrorBody, errorBodySchema } from '@canstring/contracts';
import { z } from 'zod';

/** What travels back on every reply: the endpoint's output, or an error meant for the caller. */
export type Reply<T> = { ok: true; data: T } | { ok: false; error: ErrorBody };

export const replySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: errorBodySchema }),
]);

/** Header carrying the request id from the edge (gateway, legacy adapter) into every service log line. */
export const REQUEST_ID_HEADER = 'x-request-id';
