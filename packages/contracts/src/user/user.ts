import { z } from 'zod';
import { LONG_TEXT_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '../constants';
import { messages } from '../messages';

const text = z.string().max(TEXT_FIELD_MAX_LENGTH);

/** A user account as services exchange it (spec 1 §3 "User"; the password never leaves the user service). */
export const userSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: text.nullable(),
  role: z.number().int(),
  phone: text.nullable(),
  rollNumber: text.nullable(),
  regNumber: text.nullable(),
  aadharNumber: text.nullable(),
  panNumber: text.nullable(),
  emisNumber: text.nullable(),
  gender: text.nullable(),
  classGroup: text.nullable(),
  otherIds: text.nullable(),
  notes: z.string().max(LONG_TEXT_MAX_LENGTH).nullable(),
  address: text.nullable(),
  city: text.nullable(),
  state: text.nullable(),
  zip: text.nullable(),
  icon: text.nullable(),
  active: z.boolean(),
  /** Presence status chosen by the user; 0 means signed out. */
  status: z.number().int(),
  pinVerification: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(TEXT_FIELD_MAX_LENGTH)
  .pipe(z.email({ error: messages.invalidEmail }));
