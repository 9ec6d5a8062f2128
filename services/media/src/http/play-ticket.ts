import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, ErrorCode, PLAY_TICKET_LIFETIME_MS, sharedFileMessages } from '@canstring/contracts';
import { ACTOR_ASSERTION_PRIVATE_KEY } from '@canstring/service-kit';

/**
 * Play tickets: a `<video src>` cannot send an Authorization header, so the page first asks the file
 * server (with its token) for a short-lived ticket naming what it may play, and puts the ticket in
 * the video's URL. A ticket is `body.mac`: the body says what (`sub`) until when (`exp`), the mac is
 * an HMAC-SHA256 under a key every file server instance derives from the edges' signing key, so any
 * instance accepts another's tickets.
 *
 * Subjects name what is played and for whom, e.g. `shared-video:<room>:<participant>:<upload>` or
 * `recording:<id>:<user>`; the route that serves it checks the subject it expects.
 */

interface TicketClaims {
  sub: string;
  exp: number;
}

let key: Buffer | undefined;

/** The key: from the edges' Ed25519 private key setting, else (one process alone, tests) a random one. */
const ticketKey = (): Buffer => {
  key ??= (() => {
    const signing = process.env[ACTOR_ASSERTION_PRIVATE_KEY];
    if (!signing) return randomBytes(32);
    return createHash('sha256').update('canstring play ticket\n').update(signing).digest();
  })();
  return key;
};

const macOf = (body: string): string => createHmac('sha256', ticketKey()).update(body).digest('base64url');

/** A ticket for `subject`, good for `lifetimeMs` (an hour unless said). */
export const issuePlayTicket = (
  subject: string,
  lifetimeMs = PLAY_TICKET_LIFETIME_MS,
  now = Date.now(),
): string => {
  const claims: TicketClaims = { sub: subject, exp: now + lifetimeMs };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${macOf(body)}`;
};

const badTicket = () => new AppError(ErrorCode.Forbidden, sharedFileMessages.badTicket);

/** The subject a genuine, unexpired ticket names; FORBIDDEN for a forged, expired or malformed one. */
export const readPlayTicket = (ticket: string | undefined, now = Date.now()): string => {
  const [body, mac, extra] = (ticket ?? '').split('.');
  if (!body || !mac || extra !== undefined || body.length > 4_000) throw badTicket();
  const expected = Buffer.from(macOf(body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badTicket();
  let claims: Partial<TicketClaims>;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  } catch {
    throw badTicket();
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp <= now)
    throw badTicket();
  return claims.sub;
};

/** Checks the ticket is genuine, unexpired and for exactly `subject`; FORBIDDEN otherwise. */
export const verifyPlayTicket = (ticket: string | undefined, subject: string, now = Date.now()): void => {
  if (readPlayTicket(ticket, now) !== subject) throw badTicket();
};
