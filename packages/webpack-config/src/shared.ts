import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages every app shares as singletons, so the shell and remotes run one React, one router,
 * one Apollo and one Chakra. Sub-path entries are listed because sharing matches requests exactly.
 */
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@apollo/client',
  // Apollo's own modules import each other by sub-path: share them all so there is one of each.
  '@apollo/client/',
  '@chakra-ui/react',
  '@emotion/react',
] as const;

const packageNameOf = (request: string): string =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;

/** The installed version of a package as the app sees it, so requiredVersion matches what was built. */
const versionOf = (dirname: string, request: string): string => {
  const name = packageNameOf(request);
  // Walk up like Node's resolver; some packages do not export their package.json.
  for (let dir = dirname; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for ${dirname}`);
  }
};

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  eager?: boolean;
}

export const sharedSingletons = (dirname: string): Record<string, SharedEntry> =>
  Object.fromEntries(
    singletons.map((request) => [
      request,
      { singleton: true, requiredVersion: `^${versionOf(dirname, request)}` },
    ]),
  );
