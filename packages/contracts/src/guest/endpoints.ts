import { z } from 'zod';
import { endpoint } from '../endpoint';
import { meetingAliasSchema } from '../meeting/meeting';
import { guestNameSchema, guestPassSchema, guestPhoneSchema, guestSchema } from './guest';

const token = z.string().max(4096);

/**
 * Guest passes, kept by the user service beside member sessions but never interchangeable with them:
 * a guest token has its own type claim, `user.checkToken` refuses it and `check` refuses member tokens.
 * The meeting service decides whether the meeting may be entered before asking for a pass.
 */
export const guestEndpoints = {
  issue: endpoint(
    'user.guests.issue',
    z.object({ meetingAlias: meetingAliasSchema, name: guestNameSchema, phone: guestPhoneSchema }),
    guestPassSchema,
  ),
  /** The guest a token admits; UNAUTHENTICATED for a forged, expired or ended pass or a member token. */
  check: endpoint(
    'user.guests.check',
    z.object({ token }),
    z.object({ guest: guestSchema, expiresAt: z.string() }),
  ),
  /** Ends the pass the token carries (the guest leaves); a pass already ended stays ended. */
  end: endpoint('user.guests.end', z.object({ token }), z.object({ ok: z.literal(true) })),
} as const;
