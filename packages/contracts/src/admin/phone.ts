import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY } from '../constants';
import { messages } from '../messages';
import { adminMessages } from './messages';

/**
 * A required phone number in a valid format for its country (default US), stored in E.164 form.
 * The same rule runs in the form and on the server.
 */
export const phoneNumberSchema = z
  .string({ error: messages.fieldRequired })
  .trim()
  .min(1, messages.fieldRequired)
  .max(32, adminMessages.invalidPhone)
  .transform((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
    if (!phone?.isValid()) {
      ctx.addIssue({ code: 'custom', message: adminMessages.invalidPhone });
      return z.NEVER;
    }
    return phone.number;
  });
