import { ErrorCode } from '@canstring/contracts';
import { notify } from '@canstring/ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { type ServerProblem, serverProblemOf } from './server-problem';

interface AdminAccess {
  /** The server refused this person the administration (FORBIDDEN). */
  refuse: () => void;
  /** The session is no longer accepted (UNAUTHENTICATED). */
  signOut: () => void;
}

const AdminAccessContext = createContext<AdminAccess>({ refuse: () => undefined, signOut: () => undefined });

export const AdminAccessProvider = ({ children, ...access }: AdminAccess & { children: ReactNode }) => (
  <AdminAccessContext.Provider value={access}>{children}</AdminAccessContext.Provider>
);

export interface ReportOptions {
  /** Show the message as a toast (default); off when the caller shows it itself. */
  toast?: boolean;
}

/**
 * Handles a failed call the same way everywhere: FORBIDDEN switches the area to its refusal view,
 * UNAUTHENTICATED ends the session, anything else is shown as the server's message.
 */
export const useReportProblem = (): ((error: unknown, options?: ReportOptions) => ServerProblem) => {
  const { refuse, signOut } = useContext(AdminAccessContext);
  return useCallback(
    (error, { toast = true } = {}) => {
      const problem = serverProblemOf(error);
      if (problem.code === ErrorCode.Forbidden) refuse();
      else if (problem.code === ErrorCode.Unauthenticated) signOut();
      else if (toast) notify(problem.message, 'error');
      return problem;
    },
    [refuse, signOut],
  );
};

/** The access callbacks, memoised for the provider. */
export const useAdminAccessValue = (refuse: () => void, signOut: () => void): AdminAccess =>
  useMemo(() => ({ refuse, signOut }), [refuse, signOut]);
