import type { AreaProps } from '@canstring/client';
import { createSessionStore, loadRuntimeConfig } from '@canstring/client';
import { createApolloClient, SIGN_OUT } from '@canstring/client/apollo';
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AreaError } from './area-error';
import { AreaRoot } from './area-lifecycles';
import { UiProvider } from './provider';

const usePathname = (): string => {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return pathname;
};

/**
 * Runs an area on its own page, without the shell: reads the runtime config, keeps the same
 * session as the shell (same storage key) and builds its own Apollo client.
 */
export const mountStandalone = async (
  Area: ComponentType<AreaProps>,
  element: HTMLElement,
): Promise<void> => {
  const root = createRoot(element);
  try {
    const config = await loadRuntimeConfig();
    const sessionStore = createSessionStore();
    const apolloClient = createApolloClient({ config, getToken: () => sessionStore.get()?.token });
    const Standalone = () => {
      const pathname = usePathname();
      const [session, setSession] = useState(sessionStore.get());
      useEffect(() => sessionStore.subscribe(setSession), []);
      const navigate = (to: string) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      };
      return (
        <AreaRoot
          Area={Area}
          session={session}
          apolloClient={apolloClient}
          navigate={navigate}
          basePath=""
          pathname={pathname}
          onSignOut={() => {
            // The session ends locally even if the server cannot be reached.
            void apolloClient
              .mutate({ mutation: SIGN_OUT })
              .catch(() => undefined)
              .finally(() => sessionStore.clear());
          }}
        />
      );
    };
    root.render(<Standalone />);
  } catch (error) {
    console.error(error);
    root.render(
      <UiProvider>
        <AreaError />
      </UiProvider>,
    );
  }
};
