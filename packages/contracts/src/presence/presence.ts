import { z } from 'zod';

/** Whether a person has a live connection now, and when their last one closed (spec 1 §3-4). */
export const presenceSchema = z.object({
  userId: z.number().int().positive(),
  online: z.boolean(),
  /** ISO time the last connection closed; null while online or when never seen. */
  lastSeen: z.string().nullable(),
});
export type Presence = z.infer<typeof presenceSchema>;

/** The presence of someone never seen: offline, no last seen. */
export const unseenPresence = (userId: number): Presence => ({ userId, online: false, lastSeen: null });
