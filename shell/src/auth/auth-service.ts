import type { DemoRequestInput, SessionResult } from '@canstring/client';
import { deviceKind, storedSessionFrom } from '@canstring/client';
import {
  REQUEST_DEMO,
  requestPinSession,
  requestSignIn,
  rethrowShown,
  SIGN_OUT,
} from '@canstring/client/apollo';
import { shellServices } from '../services';

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'pin'; pinToken: string };

const keepSession = async (session: SessionResult): Promise<void> => {
  const { sessionStore } = await shellServices();
  sessionStore.set(storedSessionFrom(session, deviceKind(navigator.userAgent, window.innerWidth)));
};

export const signIn = async (email: string, password: string): Promise<SignInOutcome> => {
  const { apolloClient } = await shellServices();
  const step = await requestSignIn(apolloClient, email, password);
  if (step.kind === 'pin') return step;
  await keepSession(step.session);
  return { kind: 'signed-in' };
};

export const verifyPin = async (pinToken: string, pin: string): Promise<void> => {
  const { apolloClient } = await shellServices();
  await keepSession(await requestPinSession(apolloClient, pinToken, pin));
};

export const requestDemo = async (input: DemoRequestInput): Promise<void> => {
  const { apolloClient } = await shellServices();
  await apolloClient.mutate({ mutation: REQUEST_DEMO, variables: { input } }).catch(rethrowShown);
};

/** Ends the session on the server (status 0) and always clears it here. */
export const signOut = async (): Promise<void> => {
  const { apolloClient, sessionStore } = await shellServices();
  try {
    if (sessionStore.get()) await apolloClient.mutate({ mutation: SIGN_OUT });
  } catch {
    // The local session ends regardless; the server's expires with its token.
  } finally {
    sessionStore.clear();
    await apolloClient.clearStore();
  }
};
