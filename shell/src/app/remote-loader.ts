import type { AreaProps } from '@canstring/client';
import { remoteContainerName } from '@canstring/client';
import type { RemoteName } from '@canstring/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';

export type AreaParcel = ParcelConfigObject<AreaProps>;

const isLifecycles = (value: unknown): value is AreaParcel => {
  const module = value as Partial<Record<'bootstrap' | 'mount' | 'unmount', unknown>> | null;
  return (
    !!module &&
    typeof module.bootstrap === 'function' &&
    typeof module.mount === 'function' &&
    typeof module.unmount === 'function'
  );
};

const loading = new Map<RemoteName, Promise<AreaParcel>>();

/**
 * Loads `<remote>/app` (single-spa lifecycles) through the federation runtime, once per area.
 * A failure is not cached, so the next visit tries again.
 */
export const loadAreaParcel = (area: RemoteName): Promise<AreaParcel> => {
  let pending = loading.get(area);
  if (!pending) {
    pending = loadRemote<unknown>(`${remoteContainerName(area)}/app`).then((module) => {
      if (!isLifecycles(module)) throw new Error(`${area} does not expose single-spa lifecycles`);
      return module;
    });
    pending.catch(() => loading.delete(area));
    loading.set(area, pending);
  }
  return pending;
};
