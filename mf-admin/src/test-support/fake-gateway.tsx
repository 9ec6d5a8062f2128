import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { UiProvider } from '@canstring/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { AdminAccessProvider } from '../common/admin-access';

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
 * A client whose link answers each operation by name from the handlers given, and records what was
 * sent: the screens' behaviour can be checked without a server (the e2e specs use the real one).
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
  const names = () => sent.map((operation) => operation.name);
  return { client, sent, names };
};

export const renderWithGateway = (client: ApolloClient, ui: ReactNode) =>
  render(
    <UiProvider>
      <ApolloProvider client={client}>
        <AdminAccessProvider refuse={() => undefined} signOut={() => undefined}>
          {ui}
        </AdminAccessProvider>
      </ApolloProvider>
    </UiProvider>,
  );

export const badInput = (message: string, fields: Record<string, string>): FakeAnswer => ({
  errors: [{ message, extensions: { code: 'BAD_INPUT', fields } }],
});

/**
 * Chakra's Field (ark-ui) watches its own DOM with a MutationObserver and sets state from there, outside
 * anything a test can wrap in act(); React then warns on every keystroke. Only that warning is dropped.
 */
export const quietFieldObserver = () => {
  const original = console.error;
  let spy: jest.SpyInstance | undefined;
  beforeAll(() => {
    spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const [format, component] = args;
      if (typeof format === 'string' && format.includes('not wrapped in act') && component === 'FieldRoot')
        return;
      original(...args);
    });
  });
  afterAll(() => spy?.mockRestore());
};
