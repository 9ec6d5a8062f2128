import { remoteContainerName } from '@canstring/client';
import type { RemoteName } from '@canstring/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';

/** An area's or a view's lifecycles; they are mounted with the area props (and a view's own). */
export type AreaParcel = ParcelConfigObject;

const isLifecycles = (value: unknown): value is AreaParcel => {
  const module = value as Partial<Record<'bootstrap' | 'mount' | 'unmount', unknown>> | null;
  return (
    !!module &&
    typeof module.bootstrap === 'function' &&
    typeof module.mount === 'function' &&
    typeof module.unmount === 'function'
  );
};

const loading = new Map<string, Promise<AreaParcel>>();

/**
 * Loads `<remote>/<view>` (single-spa lifecycles) through the federation runtime, once per view.
 * A failure is not cached, so the next visit tries again.
 */
export const loadViewParcel = (area: RemoteName, view: string): Promise<AreaParcel> => {
  const key = `${remoteContainerName(area)}/${view}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadRemote<unknown>(key).then((module) => {
      if (!isLifecycles(module)) throw new Error(`${key} does not expose single-spa lifecycles`);
      return module;
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
};

/** An area's own page: its `./app` view. */
export const loadAreaParcel = (area: RemoteName): Promise<AreaParcel> => loadViewParcel(area, 'app');
