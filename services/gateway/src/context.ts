import type { Actor, Endpoint, EndpointInput, EndpointOutput, TokenCheck } from '@canstring/contracts';
import { call, type NatsConnection, type TokenVerifier } from '@canstring/service-kit';

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
  /** Calls a service endpoint, carrying the request id into the service's logs. */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>>;
  /** Publishes an event as JSON (no reply expected). */
  publish(subject: string, payload: unknown): void;
}

export interface ContextDeps {
  nc: NatsConnection;
  verifier: TokenVerifier;
}

const actorOf = (check: TokenCheck): Actor => check.actor;

/**
 * A class rather than an object of closures: one is made per request, and methods on a prototype
 * cost nothing to create (the closures would each be allocated, and named by tsx, every time).
 */
class RequestContext implements GatewayContext {
  private verified: Promise<TokenCheck> | undefined;

  constructor(
    private readonly deps: ContextDeps,
    readonly requestId: string,
    private readonly token: string | undefined,
  ) {}

  session(): Promise<TokenCheck> {
    this.verified ??= this.deps.verifier.verify(this.token, this.requestId);
    return this.verified;
  }

  actor(): Promise<Actor> {
    return this.session().then(actorOf);
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
): GatewayContext => new RequestContext(deps, requestId, token);

/** The token of an `Authorization: Bearer …` value (or of a bare token, as WebSocket clients send it). */
export const tokenFrom = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
};
