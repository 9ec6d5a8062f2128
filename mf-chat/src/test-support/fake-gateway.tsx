import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { UiProvider } from '@canstring/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { ChatContextProvider, type ChatMe } from '../common/chat-context';

/** One answer of the stand-in gateway: data, or errors as the real gateway words them. */
export type FakeAnswer =
  | { data: Record<string, unknown> }
  | { errors: { message: string; extensions: Record<string, unknown> }[] };

export type FakeHandler = (variables: Record<string, unknown>) => FakeAnswer;

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
}

/**
 * A client whose link answers each operation by name from the handlers given and records what was
 * sent, so a screen's rules can be checked without a server (the e2e specs use the real one).
 */
export const fakeGateway = (handlers: Record<string, FakeHandler>) => {
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        sent.push({ name, variables: operation.variables });
        const handler = handlers[name];
        const answer: FakeAnswer = handler
          ? handler(operation.variables)
          : { errors: [{ message: `no answer for ${name}`, extensions: { code: 'INTERNAL' } }] };
        // Answer asynchronously, as a network would.
        const timer = setTimeout(() => {
          observer.next(answer as ApolloLink.Result);
          observer.complete();
        });
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const of = (name: string) => sent.filter((operation) => operation.name === name);
  return { client, sent, of };
};

export const me: ChatMe = { id: '1', firstName: 'Ada', role: 2, token: 'token-of-ada' };

export const renderWithGateway = (client: ApolloClient, ui: ReactNode) =>
  render(
    <UiProvider>
      <ApolloProvider client={client}>
        <ChatContextProvider me={me} fileServerUrl="http://files.test" onSignOut={() => undefined}>
          {ui}
        </ChatContextProvider>
      </ApolloProvider>
    </UiProvider>,
  );
