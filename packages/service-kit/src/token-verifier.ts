import {
  AppError,
  ErrorCode,
  hasControlCharacter,
  messages,
  type TokenCheck,
  userEndpoints,
  userEvents,
} from '@canstring/contracts';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { requireActorAssertionPrivateKey } from './actor-assertion';
import { call } from './call';

export interface TokenVerifier {
  /** Who the token belongs to; throws UNAUTHENTICATED for a missing, forged, expired or ended token. */
  verify(token: string | undefined, requestId?: string): Promise<TokenCheck>;
  close(): void;
}

interface Entry {
  check: TokenCheck;
  until: number;
}

/**
 * Verifies session tokens through the user service and remembers each answer briefly, so an
 * authenticated request usually costs no extra round trip. A sign-out, deactivation or deletion
 * is published as an event that drops the cached answers on every instance at once.
 */
export const createTokenVerifier = (
  nc: NatsConnection,
  options: { cacheMs?: number } = {},
): TokenVerifier => {
  // Whoever verifies people's tokens is an edge: it asserts them to the services, so it needs the signing key.
  requireActorAssertionPrivateKey();
  const cacheMs = options.cacheMs ?? 30_000;
  const cache = new Map<string, Entry>();
  const decoder = new TextDecoder();

  const dropWhere = (match: (check: TokenCheck) => boolean) => {
    for (const [token, entry] of cache) if (match(entry.check)) cache.delete(token);
  };
  const listen = (subject: string, onEvent: (payload: Record<string, unknown>) => void): Subscription =>
    nc.subscribe(subject, {
      callback: (_err, msg) => {
        try {
          onEvent(JSON.parse(decoder.decode(msg.data)));
        } catch {
          cache.clear();
        }
      },
    });
  const subscriptions = [
    listen(userEvents.sessionEnded, (e) => dropWhere((c) => c.actor.sessionId === e.sessionId)),
    listen(userEvents.userChanged, (e) => dropWhere((c) => c.actor.userId === e.userId)),
  ];
  // A reconnect may have missed events: forget everything rather than trust stale answers.
  void (async () => {
    for await (const status of nc.status()) if (status.type === 'reconnect') cache.clear();
  })().catch(() => undefined);

  return {
    verify: async (token, requestId) => {
      // A control character cannot be part of a token: refused as no token, not as a bad field.
      if (!token || hasControlCharacter(token))
        throw new AppError(ErrorCode.Unauthenticated, messages.signInRequired);
      const now = Date.now();
      const hit = cache.get(token);
      if (hit && hit.until > now) return hit.check;
      const check = await call(nc, userEndpoints.checkToken, { token }, { requestId });
      const until = Math.min(now + cacheMs, Date.parse(check.expiresAt));
      if (cache.size > 50_000) cache.clear();
      cache.set(token, { check, until });
      return check;
    },
    close: () => {
      for (const s of subscriptions) s.unsubscribe();
      cache.clear();
    },
  };
};
