import type { Actor, Endpoint, EndpointInput, EndpointOutput } from '@canstring/contracts';
import { call, type NatsConnection, type TokenVerifier } from '@canstring/service-kit';

/** What every resolver receives: who asks (checked only when needed) and a way to call services. */
export interface GatewayContext {
  readonly requestId: string;
  /** The verified caller; throws UNAUTHENTICATED when there is no valid session. Verified once per request. */
  actor(): Promise<Actor>;
  /** Calls a service endpoint, carrying the request id into the service's logs. */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>>;
}

export interface ContextDeps {
  nc: NatsConnection;
  verifier: TokenVerifier;
}

export const createContext = (
  deps: ContextDeps,
  requestId: string,
  token: string | undefined,
): GatewayContext => {
  let verified: Promise<Actor> | undefined;
  return {
    requestId,
    actor: () => {
      verified ??= deps.verifier.verify(token, requestId).then((check) => check.actor);
      return verified;
    },
    call: (endpoint, input) => call(deps.nc, endpoint, input, { requestId }),
  };
};

/** The token of an `Authorization: Bearer …` value (or of a bare token, as WebSocket clients send it). */
export const tokenFrom = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
};
