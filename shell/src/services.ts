import type { ApolloClient } from '@apollo/client';
import {
  createSessionStore,
  remoteContainerName,
  remoteEntryUrl,
  type SessionStore,
} from '@canstring/client';
import { createApolloClient } from '@canstring/client/apollo';
import { type RuntimeConfig, remoteNames } from '@canstring/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { runtimeConfig } from './runtime-config-source';

export interface ShellServices {
  config: RuntimeConfig;
  sessionStore: SessionStore;
  apolloClient: ApolloClient;
}

let services: Promise<ShellServices> | undefined;

/** Tells the federation runtime where each remote lives; only the runtime config knows. */
const registerAreaRemotes = (config: RuntimeConfig): void => {
  registerRemotes(
    remoteNames.map((name) => ({
      name: remoteContainerName(name),
      entry: remoteEntryUrl(config.remotes[name]),
    })),
  );
};

/** The shell's long-lived parts, built once after the runtime config has arrived. */
export const shellServices = (): Promise<ShellServices> => {
  services ??= runtimeConfig().then((config) => {
    registerAreaRemotes(config);
    const sessionStore = createSessionStore();
    const apolloClient = createApolloClient({ config, getToken: () => sessionStore.get()?.token });
    return { config, sessionStore, apolloClient };
  });
  return services;
};
