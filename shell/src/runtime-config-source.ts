import type { RuntimeConfig } from '@canstring/contracts';

let pending: Promise<RuntimeConfig> | undefined;

/**
 * The runtime config, fetched once at start. Its validator (zod) lives in a lazy chunk so it
 * never delays the first paint of the landing page.
 */
export const runtimeConfig = (): Promise<RuntimeConfig> => {
  pending ??= import('@canstring/client').then((client) => client.loadRuntimeConfig());
  return pending;
};
