import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@canstring/contracts';

let pending: Promise<RuntimeConfig> | undefined;

/**
 * The runtime config, fetched once at start. The request leaves at once; its validator (zod)
 * lives in a lazy chunk that loads meanwhile, so it never delays the first paint of the landing page.
 */
export const runtimeConfig = (): Promise<RuntimeConfig> => {
  if (!pending) {
    const answer = fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    // A refused request is reported by the validator's loader, as if it had asked itself.
    answer.catch(() => undefined);
    pending = import('@canstring/client').then((client) => client.loadRuntimeConfig(() => answer));
  }
  return pending;
};
