import type { DemoRequestInput, SessionResult } from '@canstring/client';
import { deviceKind, storedSessionFrom } from '@canstring/client';
import { describeError, REQUEST_DEMO, SIGN_IN, SIGN_OUT, VERIFY_PIN } from '@canstring/client/apollo';
import { ErrorCode, messages } from '@canstring/contracts';
import { shellServices } from '../services';

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'pin'; pinToken: string };

/** A failure whose message can be shown to the person as it is. */
export class ShownError extends Error {
  override name = 'ShownError';
}

const rethrowShown = (error: unknown): never => {
  throw new ShownError(describeError(error).message);
};

const keepSession = async (session: SessionResult): Promise<void> => {
  const { sessionStore } = await shellServices();
  sessionStore.set(storedSessionFrom(session, deviceKind(navigator.userAgent, window.innerWidth)));
};

export const signIn = async (email: string, password: string): Promise<SignInOutcome> => {
  const { apolloClient } = await shellServices();
  const result = await apolloClient
    .mutate({ mutation: SIGN_IN, variables: { email, password } })
    .catch(rethrowShown);
  const answer = result.data?.signIn;
  if (!answer) throw new ShownError(describeError(result.error).message);
  if (answer.__typename === 'PinChallenge') return { kind: 'pin', pinToken: answer.pinToken };
  await keepSession(answer);
  return { kind: 'signed-in' };
};

/** A refused PIN reads 'Please Enter Valid PIN.' (spec 3 §5); other failures keep their own message. */
const rethrowPinError = (error: unknown): never => {
  const described = describeError(error);
  const refused: ErrorCode[] = [
    ErrorCode.BadInput,
    ErrorCode.Unauthenticated,
    ErrorCode.Forbidden,
    ErrorCode.NotFound,
  ];
  throw new ShownError(refused.includes(described.code) ? messages.invalidPin : described.message);
};

export const verifyPin = async (pinToken: string, pin: string): Promise<void> => {
  const { apolloClient } = await shellServices();
  const result = await apolloClient
    .mutate({ mutation: VERIFY_PIN, variables: { pinToken, pin } })
    .catch(rethrowPinError);
  if (!result.data?.verifyPin) throw new ShownError(describeError(result.error).message);
  await keepSession(result.data.verifyPin);
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
