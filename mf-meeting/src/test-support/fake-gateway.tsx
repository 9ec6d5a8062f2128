import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { UiProvider } from '@canstring/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { ClockProvider, type ViewerClock } from '../common/viewer-clock';

/** One answer of the stand-in gateway: data, or errors as the real gateway words them. */
export type FakeAnswer =
  | { data: Record<string, unknown> }
  | { errors: { message: string; extensions: Record<string, unknown> }[] };

export type FakeHandler = (variables: Record<string, unknown>) => FakeAnswer;

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  authorization?: string;
}

/**
 * A client whose link answers each operation by name and records what was sent, so the screens'
 * behaviour can be checked without a server (the e2e specs run against the real one).
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
        const timer = setTimeout(() => {
          observer.next(answer as ApolloLink.Result);
          observer.complete();
        });
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, sent, names: () => sent.map((operation) => operation.name) };
};

export const refusal = (message: string, code: string, fields?: Record<string, string>): FakeAnswer => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

/** A clock fixed at one local time, in a named zone. */
export const fixedClock = (localTime: string, zone = 'America/Toronto'): ViewerClock => ({
  now: () => new Date(localTime),
  zone: () => zone,
});

export const renderWithGateway = (client: ApolloClient, clock: ViewerClock, ui: ReactNode) =>
  render(
    <UiProvider>
      <ApolloProvider client={client}>
        <ClockProvider clock={clock}>{ui}</ClockProvider>
      </ApolloProvider>
    </UiProvider>,
  );

/** Components of Chakra (ark-ui) that set their state from observers and timers, outside act(). */
const selfUpdating = new Set(['FieldRoot', 'Toaster']);

/**
 * Chakra's Field watches its own DOM with a MutationObserver and the toaster its store; both set
 * state outside anything a test can wrap in act(), and React warns. Only that warning is dropped.
 */
export const quietFieldObserver = () => {
  const original = console.error;
  let spy: jest.SpyInstance | undefined;
  beforeAll(() => {
    spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const [format, component] = args;
      if (
        typeof format === 'string' &&
        format.includes('not wrapped in act') &&
        selfUpdating.has(String(component))
      )
        return;
      original(...args);
    });
  });
  afterAll(() => spy?.mockRestore());
};
