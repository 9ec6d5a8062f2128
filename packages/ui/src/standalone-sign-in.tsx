import type { ApolloClient } from '@apollo/client';
import { deviceKind, type SessionResult, type SessionStore, storedSessionFrom } from '@canstring/client';
import { requestPinSession, requestSignIn } from '@canstring/client/apollo';
import { messages } from '@canstring/contracts';
import { Box, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { PinForm, SignInForm, type SignInValues, signInFormStyles } from './sign-in';
import { notify } from './toaster';

export interface StandaloneSignInProps {
  apolloClient: ApolloClient;
  sessionStore: SessionStore;
  /** Names the area being signed in to. */
  title: string;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.name === 'ShownError' ? error.message : messages.generalFailure;

/**
 * The shell's sign-in and PIN forms on an area's own page: the session is stored under the same key
 * as the shell's, so signing in here signs in there too.
 */
export const StandaloneSignIn = ({ apolloClient, sessionStore, title }: StandaloneSignInProps) => {
  const [pinToken, setPinToken] = useState<string>();
  const keep = (session: SessionResult) =>
    sessionStore.set(storedSessionFrom(session, deviceKind(navigator.userAgent, window.innerWidth)));

  const signIn = async ({ email, password }: SignInValues) => {
    try {
      const step = await requestSignIn(apolloClient, email.trim(), password);
      if (step.kind === 'pin') setPinToken(step.pinToken);
      else keep(step.session);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  const verify = async (pin: string) => {
    if (!pinToken) return;
    try {
      keep(await requestPinSession(apolloClient, pinToken, pin));
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  return (
    <Box
      as="section"
      data-testid="standalone-sign-in"
      maxWidth="sm"
      marginX="auto"
      marginTop={{ base: '6', md: '16' }}
      padding="6"
      borderWidth="1px"
      borderRadius="lg"
      aria-labelledby="standalone-sign-in-title"
    >
      <style>{signInFormStyles}</style>
      <Heading as="h1" size="lg" marginBottom="4" id="standalone-sign-in-title">
        {title}
      </Heading>
      {pinToken ? (
        <PinForm onSubmit={verify} onBack={() => setPinToken(undefined)} />
      ) : (
        <SignInForm onSubmit={signIn} />
      )}
    </Box>
  );
};
