import {
  AppError,
  type EndpointOutput,
  ErrorCode,
  guestEndpoints,
  hasControlCharacter,
  messages,
  TOKEN_TYPES,
  type TokenCheck,
  userEndpoints,
  userEvents,
} from '@canstring/contracts';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { requireActorAssertionPrivateKey } from './actor-assertion';
import { call } from './call';

/** A guest pass as the user service checked it (its check endpoint's answer). */
export type GuestCheck = EndpointOutput<typeof guestEndpoints.check>;

export interface TokenVerifier {
  /** Who the token belongs to; throws UNAUTHENTICATED for a missing, forged, expired or ended token. */
  verify(token: string | undefined, requestId?: string): Promise<TokenCheck>;
  /** Whether `verify` would answer at once from a fresh check it holds, without asking the user service. */
  verifiedNow(token: string | undefined): boolean;
  /** The meeting guest a pass admits; throws UNAUTHENTICATED for a missing, forged, expired or ended pass. */
  verifyGuest(token: string | undefined, requestId?: string): Promise<GuestCheck>;
  close(): void;
}

interface Entry<T> {
  check: T;
  until: number;
}

const signInRequired = () => new AppError(ErrorCode.Unauthenticated, messages.signInRequired);

/**
 * The `typ` claim a token says it has, read without verifying it (the user service verifies): only
 * to skip a check that would refuse it anyway. Undefined when the token is not of that form.
 */
export const claimedTokenType = (token: string): string | undefined => {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && 'typ' in claims && typeof claims.typ === 'string'
      ? claims.typ
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Verifies session tokens and guest passes through the user service and remembers each answer
 * briefly, so an authenticated request usually costs no extra round trip. A sign-out, deactivation,
 * deletion or a guest's leaving is published as an event that drops the cached answers on every
 * instance at once. A token that says it is of the other kind is refused without asking: the user
 * service would refuse it too (a member token is never a guest pass, nor the other way round).
 */
export const createTokenVerifier = (
  nc: NatsConnection,
  options: { cacheMs?: number } = {},
): TokenVerifier => {
  // Whoever verifies people's tokens is an edge: it asserts them to the services, so it needs the signing key.
  requireActorAssertionPrivateKey();
  const cacheMs = options.cacheMs ?? 30_000;
  const sessions = new Map<string, Entry<TokenCheck>>();
  const guests = new Map<string, Entry<GuestCheck>>();
  const decoder = new TextDecoder();

  const dropWhere = <T>(cache: Map<string, Entry<T>>, match: (check: T) => boolean) => {
    for (const [token, entry] of cache) if (match(entry.check)) cache.delete(token);
  };
  const clear = () => {
    sessions.clear();
    guests.clear();
  };
  const listen = (subject: string, onEvent: (payload: Record<string, unknown>) => void): Subscription =>
    nc.subscribe(subject, {
      callback: (_err, msg) => {
        try {
          onEvent(JSON.parse(decoder.decode(msg.data)));
        } catch {
          clear();
        }
      },
    });
  const subscriptions = [
    listen(userEvents.sessionEnded, (e) => dropWhere(sessions, (c) => c.actor.sessionId === e.sessionId)),
    listen(userEvents.userChanged, (e) => dropWhere(sessions, (c) => c.actor.userId === e.userId)),
    listen(userEvents.guestPassEnded, (e) => dropWhere(guests, (c) => c.guest.sessionId === e.sessionId)),
  ];
  // A reconnect may have missed events: forget everything rather than trust stale answers.
  void (async () => {
    for await (const status of nc.status()) if (status.type === 'reconnect') clear();
  })().catch(() => undefined);

  /** The answer cached for a token, while it is fresh. */
  const freshCheck = <T>(cache: Map<string, Entry<T>>, token: string, now = Date.now()): T | undefined => {
    const hit = cache.get(token);
    return hit && hit.until > now ? hit.check : undefined;
  };

  /** The cached answer for a token of this kind, else the user service's (then cached until it expires). */
  const verifyWith = async <T extends { expiresAt: string }>(
    cache: Map<string, Entry<T>>,
    otherKind: string,
    token: string | undefined,
    ask: (token: string) => Promise<T>,
  ): Promise<T> => {
    if (!token) throw signInRequired();
    const now = Date.now();
    // Only a token that passed the checks below is cached: a hit needs none of them again (a
    // subscription asks before each event it sends, a thousand times per message to a big group).
    const cached = freshCheck(cache, token, now);
    if (cached) return cached;
    // A control character cannot be part of a token: refused as no token, not as a bad field.
    if (hasControlCharacter(token)) throw signInRequired();
    if (claimedTokenType(token) === otherKind) throw signInRequired();
    const check = await ask(token);
    const until = Math.min(now + cacheMs, Date.parse(check.expiresAt));
    if (cache.size > 50_000) cache.clear();
    cache.set(token, { check, until });
    return check;
  };

  return {
    verifiedNow: (token) => token !== undefined && freshCheck(sessions, token) !== undefined,
    verify: (token, requestId) =>
      verifyWith(sessions, TOKEN_TYPES.guest, token, (t) =>
        call(nc, userEndpoints.checkToken, { token: t }, { requestId }),
      ),
    verifyGuest: (token, requestId) =>
      verifyWith(guests, TOKEN_TYPES.session, token, (t) =>
        call(nc, guestEndpoints.check, { token: t }, { requestId }),
      ),
    close: () => {
      for (const s of subscriptions) s.unsubscribe();
      clear();
    },
  };
};
