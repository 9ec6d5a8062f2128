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

/** How a failure to load or start an area reads: files that never came, or an area that cannot run. */
export type AreaFailure = 'unreachable' | 'broken';

/**
 * Files that could not be fetched (the remote's entry or a chunk: a network error, a server error, a
 * time-out) are worth fetching again; an area that was fetched and then would not start is not.
 */
export const areaFailureOf = (error: unknown): AreaFailure => {
  const { name = '', message = '' } = error instanceof Error ? error : {};
  return name === 'ChunkLoadError' ||
    name === 'ScriptNetworkError' ||
    /RUNTIME-008|ScriptNetworkError|Loading (CSS )?chunk .* failed|Failed to fetch|error loading dynamically imported module/i.test(
      message,
    )
    ? 'unreachable'
    : 'broken';
};

/** An area's own page: its `./app` view. */
export const loadAreaParcel = (area: RemoteName): Promise<AreaParcel> => loadViewParcel(area, 'app');
