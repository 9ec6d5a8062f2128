import { remoteContainerName, remoteEntryUrl } from '@canstring/client';
import { type RuntimeConfig, remoteNames } from '@canstring/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { runtimeConfig } from './runtime-config-source';

let remotes: Promise<RuntimeConfig> | undefined;

/**
 * Tells the federation runtime where each remote lives (only the runtime config knows), once; an
 * area may load from then on, without waiting for the rest of the shell.
 */
export const areaRemotesRegistered = (): Promise<RuntimeConfig> => {
  remotes ??= runtimeConfig().then((config) => {
    registerRemotes(
      remoteNames.map((name) => ({
        name: remoteContainerName(name),
        entry: remoteEntryUrl(config.remotes[name]),
      })),
    );
    return config;
  });
  return remotes;
};
