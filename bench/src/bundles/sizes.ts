import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped size in bytes, at the level the static server uses. */
export const gzipSize = (file: string): number => gzipSync(readFileSync(file)).length;

interface MfManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export interface RemoteSizes {
  /** remoteEntry.js plus the chunks './app' needs to run (the shared singletons come from the host). */
  firstLoad: number;
  /** What './app' may load later (its async chunks). */
  later: number;
  /** The shared singletons' own chunks, fetched only when the host does not provide them already. */
  sharedFallbacks: number;
}

const sum = (dist: string, files: Iterable<string>): number => {
  let total = 0;
  for (const file of new Set(files)) total += gzipSize(path.join(dist, file));
  return total;
};

/** Reads the remote's mf-manifest.json (written by the build) to know which files './app' loads. */
export const remoteSizes = (dist: string): RemoteSizes => {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as MfManifest;
  const app = manifest.exposes.find((expose) => expose.path === './app');
  if (!app) throw new Error(`${dist} exposes no './app'`);
  return {
    firstLoad: sum(dist, [manifest.metaData.remoteEntry.name, ...app.assets.js.sync]),
    later: sum(dist, app.assets.js.async),
    sharedFallbacks: sum(
      dist,
      manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]),
    ),
  };
};
