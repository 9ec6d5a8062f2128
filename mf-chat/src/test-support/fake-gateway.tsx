import type { ApolloClient } from '@apollo/client';
import { renderWithClient } from '@canstring/ui/testing';
import type { ReactNode } from 'react';
import { ChatContextProvider, type ChatMe } from '../common/chat-context';

export { type FakeAnswer, type FakeHandler, fakeGateway, type SentOperation } from '@canstring/ui/testing';

export const me: ChatMe = { id: '1', firstName: 'Ada', role: 2, token: 'token-of-ada' };

/** Renders a chat screen with the client given, signed in as `me`. */
export const renderWithGateway = (client: ApolloClient, ui: ReactNode) =>
  renderWithClient(
    client,
    <ChatContextProvider me={me} fileServerUrl="http://files.test" onSignOut={() => undefined}>
      {ui}
    </ChatContextProvider>,
  );
