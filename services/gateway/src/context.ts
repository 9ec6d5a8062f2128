import {
  type Actor,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type Guest,
  TOKEN_TYPES,
  type TokenCheck,
} from '@canstring/contracts';
import {
  call,
  claimedTokenType,
  type GuestCheck,
  type NatsConnection,
  type TokenVerifier,
} from '@canstring/service-kit';
import type { GatewayFeeds } from './feeds';

/** What every resolver receives: who asks (checked only when needed) and a way to call services. */
export interface GatewayContext {
  readonly requestId: string;
  /** The verified caller; throws UNAUTHENTICATED when there is no valid session. Verified once per request. */
  actor(): Promise<Actor>;
  /**
   * The whole session check: the caller and their account as the user service read it when it last
   * verified the token (cached at most the verifier's lifetime, dropped at once by user events).
   */
  session(): Promise<TokenCheck>;
  /**
   * The session checked again now (through the verifier's short cache, dropped at once by user events):
   * what a long-lived subscription asks before each event it sends, where `session` stays as first seen.
   */
  recheckSession(): Promise<TokenCheck>;
  /** Whether `recheckSession` would answer at once from a fresh check the verifier holds. */
  sessionVerifiedNow(): boolean;
  /**
   * The meeting guest holding the request's guest token; UNAUTHENTICATED otherwise (a member token
   * included). A guest is admitted to one meeting only: `actor()` and `session()` always refuse one.
   */
  guest(): Promise<Guest>;
  /**
   * The guest token checked again now (through the verifier's short cache, dropped at once when the
   * guest leaves): a long-lived subscription asks this now and then, as `recheckSession`.
   */
  recheckGuest(): Promise<Guest>;
  /**
   * Whether the request's token says it is a guest pass (read, not verified): such a token is never
   * a member's session, so `actor()` and `session()` would refuse it without asking anyone.
   */
  claimsGuestPass(): boolean;
  /** This process's event feeds, which subscriptions listen to. */
  readonly feeds: GatewayFeeds;
  /** The address the request comes from (see clientAddress), for the sign-in slowdown per address. */
  readonly clientAddress: string | undefined;
  /** Calls a service endpoint, carrying the request id into the service's logs. */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>>;
  /** Publishes an event as JSON (no reply expected). */
  publish(subject: string, payload: unknown): void;
}

export interface ContextDeps {
  nc: NatsConnection;
  verifier: TokenVerifier;
  feeds: GatewayFeeds;
}

const actorOf = (check: TokenCheck): Actor => check.actor;
const guestOf = (check: GuestCheck): Guest => check.guest;

/**
 * A class rather than an object of closures: one is made per request, and methods on a prototype
 * cost nothing to create (the closures would each be allocated, and named by tsx, every time).
 */
class RequestContext implements GatewayContext {
  private verified: Promise<TokenCheck> | undefined;
  private guestChecked: Promise<Guest> | undefined;

  constructor(
    private readonly deps: ContextDeps,
    readonly requestId: string,
    private readonly token: string | undefined,
    readonly clientAddress: string | undefined,
  ) {}

  session(): Promise<TokenCheck> {
    this.verified ??= this.deps.verifier.verify(this.token, this.requestId);
    return this.verified;
  }

  actor(): Promise<Actor> {
    return this.session().then(actorOf);
  }

  recheckSession(): Promise<TokenCheck> {
    return this.deps.verifier.verify(this.token, this.requestId);
  }

  sessionVerifiedNow(): boolean {
    return this.deps.verifier.verifiedNow(this.token);
  }

  guest(): Promise<Guest> {
    this.guestChecked ??= this.recheckGuest();
    return this.guestChecked;
  }

  recheckGuest(): Promise<Guest> {
    return this.deps.verifier.verifyGuest(this.token, this.requestId).then(guestOf);
  }

  claimsGuestPass(): boolean {
    return this.token !== undefined && claimedTokenType(this.token) === TOKEN_TYPES.guest;
  }

  get feeds(): GatewayFeeds {
    return this.deps.feeds;
  }

  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
    return call(this.deps.nc, endpoint, input, { requestId: this.requestId });
  }

  publish(subject: string, payload: unknown): void {
    this.deps.nc.publish(subject, JSON.stringify(payload));
  }
}

export const createContext = (
  deps: ContextDeps,
  requestId: string,
  token: string | undefined,
  clientAddress?: string,
): GatewayContext => new RequestContext(deps, requestId, token, clientAddress);

/** The token of an `Authorization: Bearer …` value (or of a bare token, as WebSocket clients send it). */
export const tokenFrom = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
};
