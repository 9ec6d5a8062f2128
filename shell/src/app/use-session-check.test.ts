import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createSessionStore } from '@canstring/client';
import type { StoredSession } from '@canstring/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import type { ShellServices } from '../services';
import { useSessionCheck, withCurrentName } from './use-session-check';

const session: StoredSession = {
  token: 't',
  user_id: 5,
  user_role: 2,
  email_id: 'ada@example.org',
  device: 'web',
  userDetail: { first_name: 'Ada', last_name: null, user_id: 5, user_role: 2, email_id: 'ada@example.org' },
};

describe('the stored session after the server said who it is', () => {
  it('takes the name an administrator gave the account since the sign-in', () => {
    expect(withCurrentName(session, { firstName: 'Adeline', lastName: 'Stone' })?.userDetail).toEqual({
      ...session.userDetail,
      first_name: 'Adeline',
      last_name: 'Stone',
    });
  });

  it('is left as it is when the name did not change', () => {
    expect(withCurrentName(session, { firstName: 'Ada', lastName: null })).toBeNull();
  });
});

interface Answering {
  error(error: unknown): void;
  next(result: unknown): void;
  complete(): void;
}

describe('the session check at start', () => {
  /** The shell's services with a client whose every request ends as `answer` says. */
  const servicesAnswering = (
    answer: (observer: { error(e: unknown): void; next(r: unknown): void; complete(): void }) => void,
  ) => {
    window.localStorage.clear();
    const sessionStore = createSessionStore();
    sessionStore.set(session);
    const apolloClient = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink(() => new Observable((observer) => answer(observer))),
    });
    return { config: {}, sessionStore, apolloClient } as unknown as ShellServices;
  };

  it('logs out when the server refuses the session', async () => {
    const onRejected = jest.fn();
    const services = servicesAnswering((observer) => {
      observer.next({
        errors: [{ message: 'Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }],
      });
      observer.complete();
    });
    renderHook(() => useSessionCheck(services, onRejected));
    await waitFor(() => expect(onRejected).toHaveBeenCalledTimes(1));
  });

  it('keeps the session when the check is cut short or the server is busy', async () => {
    for (const answer of [
      (observer: Answering) => observer.error(new TypeError('Failed to fetch')),
      (observer: Answering) => {
        observer.next({ errors: [{ message: 'Not available now.', extensions: { code: 'UNAVAILABLE' } }] });
        observer.complete();
      },
    ]) {
      const onRejected = jest.fn();
      let settled = false;
      const services = servicesAnswering((observer) => {
        answer(observer);
        settled = true;
      });
      const { unmount } = renderHook(() => useSessionCheck(services, onRejected));
      await waitFor(() => expect(settled).toBe(true));
      // The check's answer is handled in the promise jobs after the request settles.
      await act(async () => undefined);
      unmount();
      expect(onRejected).not.toHaveBeenCalled();
    }
  });
});
