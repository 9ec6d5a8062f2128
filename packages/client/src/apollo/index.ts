export {
  requestPinSession,
  requestSignIn,
  rethrowShown,
  ShownError,
  type SignInStep,
} from '../auth/sign-in-steps';
export { ME, REQUEST_DEMO, SET_STATUS, SIGN_IN, SIGN_OUT, VERIFY_PIN } from '../user/documents';
export { type ApolloClientOptions, createApolloClient } from './create-apollo-client';
export { type DescribedError, describeError } from './describe-error';
export { type GatewaySocket, gatewaySocketOf } from './gateway-socket';
