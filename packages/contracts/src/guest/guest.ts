import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { GUEST_PHONE_COUNTRY, TEXT_FIELD_MAX_LENGTH } from '../constants';
import { meetingScreenTexts } from '../meeting/screen-texts';

const { nameRequired, phoneInvalid } = meetingScreenTexts.entry;

/** How long a guest pass admits its holder (the length of a member's session). */
export const GUEST_PASS_LIFETIME_SECONDS = 12 * 60 * 60;

/** The name a guest enters before joining: required once trimmed (spec 2 §5 "Joining by name"). */
export const guestNameSchema = z
  .string({ error: nameRequired })
  .trim()
  .min(1, nameRequired)
  .max(TEXT_FIELD_MAX_LENGTH, nameRequired);

/** The guest's phone number, valid for its country (default CA, spec 2 §9), kept in E.164 form. */
export const guestPhoneSchema = z
  .string({ error: phoneInvalid })
  .trim()
  .min(1, phoneInvalid)
  .max(32, phoneInvalid)
  .transform((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, GUEST_PHONE_COUNTRY);
    if (!phone?.isValid()) {
      ctx.addIssue({ code: 'custom', message: phoneInvalid });
      return z.NEVER;
    }
    return phone.number;
  });

/** A meeting guest: no account, admitted to one meeting by its alias for the life of one pass. */
export const guestSchema = z.object({
  guestId: z.uuid(),
  name: z.string(),
  phone: z.string(),
  meetingAlias: z.string(),
  /** The pass this guest holds; ending it ends the guest's admission. */
  sessionId: z.uuid(),
});
export type Guest = z.infer<typeof guestSchema>;

/** A signed guest token with its expiry and the guest it admits. */
export const guestPassSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  guest: guestSchema,
});
export type GuestPass = z.infer<typeof guestPassSchema>;
