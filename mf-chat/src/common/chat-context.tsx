import { describeError } from '@canstring/client/apollo';
import { ErrorCode } from '@canstring/contracts';
import { notify } from '@canstring/ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';

/** The signed-in person as the chat screens need them. */
export interface ChatMe {
  id: string;
  firstName: string;
  role: number;
  token: string;
}

interface ChatContextValue {
  me: ChatMe;
  /** Where files are uploaded and downloaded (the runtime config's fileServerUrl). */
  fileServerUrl: string | null;
  /** A failed call: UNAUTHENTICATED ends the session, anything else is shown as the server's message. */
  report: (error: unknown) => void;
}

const ChatContext = createContext<ChatContextValue | null>(null);

export const ChatContextProvider = ({
  me,
  fileServerUrl,
  onSignOut,
  children,
}: {
  me: ChatMe;
  fileServerUrl: string | null;
  onSignOut: () => void;
  children: ReactNode;
}) => {
  const report = useCallback(
    (error: unknown) => {
      const problem = describeError(error);
      if (problem.code === ErrorCode.Unauthenticated) onSignOut();
      else notify(problem.message, 'error');
    },
    [onSignOut],
  );
  const value = useMemo(() => ({ me, fileServerUrl, report }), [me, fileServerUrl, report]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
};

export const useChatContext = (): ChatContextValue => {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChatContext outside ChatContextProvider');
  return value;
};
