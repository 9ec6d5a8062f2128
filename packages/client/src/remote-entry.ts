import type { RemoteName } from '@canstring/contracts';

/** The Module Federation container name of a remote (a JS identifier). */
export const remoteContainerName = (name: RemoteName): string => `mf_${name}`;

/**
 * The runtime config may name a remote by its base URL or by its remoteEntry.js; both are accepted
 * so an installation can point at a CDN path or at a plain host.
 */
export const remoteEntryUrl = (url: string): string =>
  /\.(js|json)(\?.*)?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/remoteEntry.js`;
