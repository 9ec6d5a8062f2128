import type { AreaProps } from '@canstring/client';
import { loadRuntimeConfig } from '@canstring/client';
import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { CallProvider } from './call/call-provider';
import { ChatContextProvider, type ChatMe } from './common/chat-context';
import { ChatEventsProvider } from './live/chat-events';
import { ChatWorkspace } from './workspace';

/** Where the file server is, from the runtime config of the page (null until read, or if it cannot be). */
const useFileServerUrl = (): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      (config) => live && setUrl(config.fileServerUrl ?? null),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, []);
  return url;
};

/** The chat area, the signed-in home '/'. */
export const ChatArea = (props: AreaProps) => {
  const { session, onSignOut } = props;
  const fileServerUrl = useFileServerUrl();
  const me = useMemo<ChatMe | null>(
    () =>
      session && {
        id: String(session.user_id),
        firstName: session.userDetail.first_name,
        role: session.user_role,
        token: session.token,
      },
    [session],
  );
  return (
    <Box as="section" data-testid="area-chat">
      {me && (
        <ChatContextProvider me={me} fileServerUrl={fileServerUrl} onSignOut={onSignOut}>
          <ChatEventsProvider>
            <CallProvider>
              <ChatWorkspace areaProps={props} />
            </CallProvider>
          </ChatEventsProvider>
        </ChatContextProvider>
      )}
    </Box>
  );
};
