import { describeError, ME } from '@canstring/client/apollo';
import { ErrorCode, type StoredSession } from '@canstring/contracts';
import { useEffect, useRef } from 'react';
import type { ShellServices } from '../services';
import { useSession } from './use-session';

/** The session with the account's current name, or null when it already carries it. */
export const withCurrentName = (
  session: StoredSession,
  me: { firstName: string; lastName: string | null },
): StoredSession | null =>
  session.userDetail.first_name === me.firstName && (session.userDetail.last_name ?? null) === me.lastName
    ? null
    : { ...session, userDetail: { ...session.userDetail, first_name: me.firstName, last_name: me.lastName } };

/**
 * Asks the server who the stored session is, at start and each time the page is shown again: a
 * session it refuses at start logs out (spec 1 §4), and nothing else does; an account an administrator renamed
 * meanwhile has its new name kept, so the header says it.
 */
export const useSessionCheck = ({ apolloClient, sessionStore }: ShellServices, onRejected: () => void) => {
  const token = useSession(sessionStore)?.token;
  // Once per token, not on every navigation (the callback changes with the location).
  const rejected = useRef(onRejected);
  rejected.current = onRejected;
  useEffect(() => {
    if (!token) return;
    let live = true;
    // Only the first answer may log out: a later one that fails (a network blip while the page was
    // hidden) changes nothing.
    const check = (mayReject: boolean) =>
      apolloClient.query({ query: ME, fetchPolicy: 'network-only' }).then(
        (result) => {
          const me = result.data?.me;
          const stored = sessionStore.get();
          if (!live || !me || stored?.token !== token) return;
          const renamed = withCurrentName(stored, me);
          if (renamed) sessionStore.set(renamed);
        },
        (error: unknown) => {
          // Only the server's refusal of the session logs out: a request cut short (the page left
          // while it was in flight) or a busy server says nothing about the session.
          const refused = describeError(error).code === ErrorCode.Unauthenticated;
          if (refused && mayReject && live && sessionStore.get()?.token === token) rejected.current();
        },
      );
    void check(true);
    const onShown = () => {
      if (document.visibilityState === 'visible') void check(false);
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [token, apolloClient, sessionStore]);
};
