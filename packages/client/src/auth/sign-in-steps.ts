import type { ApolloClient } from '@apollo/client';
import { ErrorCode, messages } from '@canstring/contracts';
import { describeError } from '../apollo/describe-error';
import { SIGN_IN, VERIFY_PIN } from '../user/documents';
import type { SessionResult } from '../user/types';

/** A failure whose message can be shown to the person as it is. */
export class ShownError extends Error {
  override name = 'ShownError';
}

/** Rethrows any failure of a call as a ShownError carrying the product's message for it. */
export const rethrowShown = (error: unknown): never => {
  throw new ShownError(describeError(error).message);
};

export type SignInStep = { kind: 'session'; session: SessionResult } | { kind: 'pin'; pinToken: string };

/** Email and password: a session, or the PIN step when the account asks for it. */
export const requestSignIn = async (
  client: ApolloClient,
  email: string,
  password: string,
): Promise<SignInStep> => {
  const result = await client
    .mutate({ mutation: SIGN_IN, variables: { email, password } })
    .catch(rethrowShown);
  const answer = result.data?.signIn;
  if (!answer) throw new ShownError(describeError(result.error).message);
  if (answer.__typename === 'PinChallenge') return { kind: 'pin', pinToken: answer.pinToken };
  return { kind: 'session', session: answer };
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

/** The PIN step of a sign-in: the session once the PIN is right. */
export const requestPinSession = async (
  client: ApolloClient,
  pinToken: string,
  pin: string,
): Promise<SessionResult> => {
  const result = await client
    .mutate({ mutation: VERIFY_PIN, variables: { pinToken, pin } })
    .catch(rethrowPinError);
  if (!result.data?.verifyPin) throw new ShownError(describeError(result.error).message);
  return result.data.verifyPin;
};
