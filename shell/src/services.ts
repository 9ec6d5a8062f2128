import type { ApolloClient } from '@apollo/client';
import { createSessionStore, type SessionStore } from '@canstring/client';
import { createApolloClient } from '@canstring/client/apollo';
import type { RuntimeConfig } from '@canstring/contracts';
import { areaRemotesRegistered } from './area-remotes';

export interface ShellServices {
  config: RuntimeConfig;
  sessionStore: SessionStore;
  apolloClient: ApolloClient;
}

let services: Promise<ShellServices> | undefined;
/** The shell's long-lived parts, built once after the runtime config has arrived. */
export const shellServices = (): Promise<ShellServices> => {
  services ??= areaRemotesRegistered().then((config) => {
    const sessionStore = createSessionStore();
    const apolloClient = createApolloClient({ config, getToken: () => sessionStore.get()?.token });
    return { config, sessionStore, apolloClient };
  });
  return services;
};
