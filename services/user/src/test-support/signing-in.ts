import { type Actor, type NewUser, userEndpoints } from '@canstring/contracts';
import { call, type NatsConnection } from '@canstring/service-kit';

/** Shared by this service's own tests: signing in through the endpoints, as every edge does. */

export interface SignedIn {
  token: string;
  actor: Actor;
}

export const signInAs = async (nc: NatsConnection, email: string, password: string): Promise<SignedIn> => {
  const result = await call(nc, userEndpoints.authenticate, { email, password });
  if (result.kind !== 'session') throw new Error(`expected a session for ${email}`);
  const { actor } = await call(nc, userEndpoints.checkToken, { token: result.session.token });
  return { token: result.session.token, actor };
};

/** The error a call was refused with, or undefined when it succeeded. */
export const refusal = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

let sequence = 0;
/** A valid 'User Creation' form with a fresh address. */
export const memberForm = (overrides: Partial<NewUser> = {}): NewUser => {
  sequence++;
  return {
    firstName: `Member${sequence}`,
    lastName: null,
    role: 2,
    phone: '(201) 555-0123',
    email: `member${sequence}-${process.pid}@example.org`,
    password: 'secret1',
    ...overrides,
  };
};
