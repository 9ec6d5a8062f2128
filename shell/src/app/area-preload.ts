import { remoteEntryUrl } from '@canstring/client';
import { type RemoteName, SESSION_STORAGE_KEY } from '@canstring/contracts';
import { areaRemotesRegistered } from '../area-remotes';
import { areaOfPath } from './area-of-path';
import { loadAreaParcel } from './remote-loader';
import { shellModulesLoaded } from './shell-modules';

/** Asks the browser for a script now, so it is in hand when the federation runtime adds its tag. */
const fetchScriptEarly = (url: string): void => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.appendChild(link);
};

/**
 * Starts loading an area's remote as soon as the remotes are known, beside the shell's own work, so
 * the area is ready when the shell mounts it: its entry is fetched at once; it runs (and fetches its
 * first chunks) once the shell's own modules are in, so the two never ask for the same shared module
 * at the same time. A failure here is left to the mount, which loads again and says so.
 */
export const preloadArea = (area: RemoteName): void => {
  const registered = areaRemotesRegistered();
  registered.then(
    (config) => fetchScriptEarly(remoteEntryUrl(config.remotes[area])),
    () => undefined,
  );
  Promise.all([registered, shellModulesLoaded])
    .then(() => loadAreaParcel(area))
    .catch(() => undefined);
};

/** The area of the page being opened, if any (read before the shell's router exists). */
export const preloadAreaOfPage = (): void => {
  const area = areaOfPath(window.location.pathname, !!window.localStorage.getItem(SESSION_STORAGE_KEY));
  if (area) preloadArea(area);
};
