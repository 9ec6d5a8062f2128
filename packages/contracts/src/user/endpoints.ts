import { z } from 'zod';
import { actorSchema } from '../actor';
import {
  CLIENT_ADDRESS_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  PASSWORD_WORK_TIMEOUT_MS,
  TEXT_FIELD_MAX_LENGTH,
  VERIFICATION_PIN_LENGTH,
} from '../constants';
import { endpoint } from '../endpoint';
import { userSchema } from './user';

export const sessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** Sign-in answers either a session, or (for accounts with two-step sign-in) a pending PIN step. */
export const signInResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), session: sessionSchema }),
  z.object({ kind: z.literal('pin'), pinToken: z.string(), expiresAt: z.string() }),
]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export const pinSchema = z.string().regex(new RegExp(`^\\d{${VERIFICATION_PIN_LENGTH}}$`));

/** Who a token belongs to, with the moment the answer stops being valid (token expiry). */
export const tokenCheckSchema = z.object({
  actor: actorSchema,
  user: userSchema,
  expiresAt: z.string(),
});
export type TokenCheck = z.infer<typeof tokenCheckSchema>;

const ok = z.object({ ok: z.literal(true) });

export const demoRequestSchema = z.object({
  name: z.string().trim().min(1).max(TEXT_FIELD_MAX_LENGTH),
  jobTitle: z.string().trim().min(1).max(TEXT_FIELD_MAX_LENGTH),
  email: z
    .string()
    .trim()
    .max(TEXT_FIELD_MAX_LENGTH)
    .regex(/^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,3}$/),
  company: z.string().trim().min(1).max(TEXT_FIELD_MAX_LENGTH),
  phone: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[0-9.]+$/),
  message: z.string().trim().max(LONG_TEXT_MAX_LENGTH).default(''),
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;

/** The user service's NATS endpoints. */
export const userEndpoints = {
  /**
   * Password sign-in. Refuses unknown, wrong or deactivated accounts alike (UNAUTHENTICATED); slows
   * repeated failures per account and address (TOO_MANY_ATTEMPTS with the seconds to wait).
   */
  authenticate: endpoint(
    'user.authenticate',
    z.object({
      email: z.string().max(TEXT_FIELD_MAX_LENGTH),
      password: z.string().max(1024),
      /** The client's address as the edge saw it: failures slow down each address on its own. */
      address: z.string().max(CLIENT_ADDRESS_MAX_LENGTH).optional(),
    }),
    signInResultSchema,
    { timeoutMs: PASSWORD_WORK_TIMEOUT_MS },
  ),
  /** The second sign-in step: the six-digit PIN mailed to the user. */
  verifyPin: endpoint(
    'user.verifyPin',
    z.object({ pinToken: z.string().max(2048), pin: z.string().max(32) }),
    sessionSchema,
    { timeoutMs: PASSWORD_WORK_TIMEOUT_MS },
  ),
  /** Verifies a session token: signature, algorithm, expiry, session not ended, account active. */
  checkToken: endpoint('user.checkToken', z.object({ token: z.string().max(4096) }), tokenCheckSchema),
  current: endpoint('user.current', z.object({ actor: actorSchema }), userSchema),
  /** Sets the caller's own status; 0 signs the session out. */
  setStatus: endpoint(
    'user.setStatus',
    z.object({
      actor: actorSchema,
      userId: z.number().int().positive(),
      statusId: z.number().int().min(0).max(4),
    }),
    ok,
  ),
  signOut: endpoint('user.signOut', z.object({ actor: actorSchema }), ok),
  requestDemo: endpoint('user.requestDemo', demoRequestSchema, ok),
} as const;

/**
 * Events the user service publishes. Every gateway and legacy adapter instance listens (no queue group),
 * so a cached token check is dropped everywhere at once.
 */
export const userEvents = {
  /** A session ended (sign-out): payload `{ sessionId }`. */
  sessionEnded: 'user.events.sessionEnded',
  /** Every session of a user must be checked again (deactivated, deleted, role changed): payload `{ userId }`. */
  userChanged: 'user.events.userChanged',
  /** A guest pass ended (the guest left): payload `{ sessionId }`, the pass's id (Guest.sessionId). */
  guestPassEnded: 'user.events.guestPassEnded',
} as const;

export const sessionEndedEventSchema = z.object({ sessionId: z.string() });
export const userChangedEventSchema = z.object({ userId: z.number().int() });
export const guestPassEndedEventSchema = z.object({ sessionId: z.string() });

/**
 * The `typ` claim of the user service's tokens: a member's session and a meeting guest's pass are
 * never taken for each other. An edge may read it unverified to ask the one check that can admit the
 * token (the check itself verifies it).
 */
export const TOKEN_TYPES = { session: 'session', guest: 'guest' } as const;
