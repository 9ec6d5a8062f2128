import { z } from 'zod';

/** Who is calling: established by the gateway or legacy adapter from a verified token, never by the client. */
export const actorSchema = z.object({
  userId: z.number().int().positive(),
  role: z.number().int(),
  sessionId: z.string().min(1),
});
export type Actor = z.infer<typeof actorSchema>;
