import type { AreaProps } from '@canstring/client';
import { createSessionStore, loadRuntimeConfig } from '@canstring/client';
import { createApolloClient, SIGN_OUT } from '@canstring/client/apollo';
import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AreaError } from './area-error';
import { AreaRoot } from './area-lifecycles';
import { UiProvider } from './provider';
import { StandaloneHeader } from './standalone-header';
import { StandaloneSignIn } from './standalone-sign-in';
import { system } from './system';

/** Views of other areas come through the shell's federation runtime; a standalone page has none. */
const loadView = (area: string, view: string) =>
  Promise.reject(new Error(`The ${area} area's ${view} view is shown inside the product only`));

const usePathname = (): string => {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return pathname;
};

export interface StandaloneOptions {
  /** Without a session the page shows the sign-in form (titled so) instead of the area. */
  signIn?: { title: string };
  /**
   * The area is a part of the product shown on its own port (the administration): a header with the
   * way home (the shell) and Log out, and the area's own "home" (`navigate('/')`) leads to the shell.
   */
  productHeader?: boolean;
}

/**
 * Runs an area on its own page, without the shell: reads the runtime config, keeps the same
 * session as the shell (same storage key) and builds its own Apollo client.
 */
export const mountStandalone = async (
  Area: ComponentType<AreaProps>,
  element: HTMLElement,
  options: StandaloneOptions = {},
): Promise<void> => {
  const root = createRoot(element);
  try {
    const config = await loadRuntimeConfig();
    const sessionStore = createSessionStore();
    const apolloClient = createApolloClient({ config, getToken: () => sessionStore.get()?.token });
    const signOut = () => {
      // The session ends locally even if the server cannot be reached.
      void apolloClient
        .mutate({ mutation: SIGN_OUT })
        .catch(() => undefined)
        .finally(() => {
          sessionStore.clear();
          void apolloClient.clearStore();
        });
    };
    const Standalone = () => {
      const pathname = usePathname();
      const [session, setSession] = useState(sessionStore.get());
      useEffect(() => sessionStore.subscribe(setSession), []);
      const navigate = (to: string) => {
        if (options.productHeader && to === '/' && config.shellUrl) {
          window.location.assign(config.shellUrl);
          return;
        }
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      };
      if (!session && options.signIn) {
        return (
          <UiProvider>
            <StandaloneSignIn
              apolloClient={apolloClient}
              sessionStore={sessionStore}
              title={options.signIn.title}
            />
          </UiProvider>
        );
      }
      const area = (
        <AreaRoot
          // A new session (another person) starts the area afresh.
          key={session?.token ?? 'public'}
          Area={Area}
          // The page's one set of page-wide styles: the header's provider holds them when there is one.
          pageStyles={!options.productHeader}
          session={session}
          apolloClient={apolloClient}
          navigate={navigate}
          basePath=""
          pathname={pathname}
          onSignOut={signOut}
          loadView={loadView}
        />
      );
      if (!options.productHeader) return area;
      return (
        <>
          {/* The theme alone: the area's own provider holds the page's one toaster. */}
          <ChakraProvider value={system}>
            <StandaloneHeader session={session} shellUrl={config.shellUrl} onLogOut={signOut} />
          </ChakraProvider>
          {area}
        </>
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
