import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from '@apollo/client/utilities';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UiProvider } from '../provider';

/** One answer of the stand-in gateway: data, or errors as the real gateway words them. */
export type FakeAnswer =
  | { data: Record<string, unknown> }
  | { errors: { message: string; extensions: Record<string, unknown> }[] };

export type FakeHandler = (variables: Record<string, unknown>) => FakeAnswer;

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  /** The authorization header it carried, if any (a guest's pass, a member's token). */
  authorization?: string;
}

/**
 * A client whose link answers each operation by name from the handlers given, and records what was
 * sent: the screens' behaviour can be checked without a server (the e2e specs use the real one).
 * An operation without a handler is refused as INTERNAL.
 */
export const fakeGateway = (handlers: Record<string, FakeHandler>) => {
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        sent.push({ name, variables: operation.variables, authorization: headers.authorization });
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
  const of = (name: string) => sent.filter((operation) => operation.name === name);
  return { client, sent, names, of };
};

export type FakeGateway = ReturnType<typeof fakeGateway>;

/** A refusal as the gateway words it: the message, the product's code and any wrong fields. */
export const refusal = (message: string, code: string, fields?: Record<string, string>): FakeAnswer => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

/** Renders a screen with the UI kit's theme and the client given. */
export const renderWithClient = (client: ApolloClient, ui: ReactNode) =>
  render(
    <UiProvider>
      <ApolloProvider client={client}>{ui}</ApolloProvider>
    </UiProvider>,
  );
