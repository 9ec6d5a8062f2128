import { z } from 'zod';

/**
 * The signed-in session as the browser keeps it under SESSION_STORAGE_KEY (spec 1 §3 "Session"):
 * the legacy field names are kept so old pages reading the same key keep working.
 */
export const storedSessionSchema = z.object({
  token: z.string().min(1),
  user_id: z.number().int().positive(),
  user_role: z.number().int(),
  email_id: z.string(),
  /** The kind of device the session was opened on ('web' or 'mobile'). */
  device: z.string(),
  userDetail: z.looseObject({
    first_name: z.string(),
    last_name: z.string().nullable().optional(),
    user_id: z.number().int().positive(),
    user_role: z.number().int(),
    email_id: z.string(),
  }),
  /** When the server stops accepting the token (ISO 8601). */
  expires_at: z.string().optional(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
