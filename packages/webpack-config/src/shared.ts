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
  // The contracts' schemas: the shell validates its runtime config with zod, and every area's
  // contracts use it, so a page parses and runs it once (resolved through the zod-without-eval alias).
  'zod',
] as const;

const packageNameOf = (request: string): string =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;

/** Where an app finds its packages: its own folder, and the contracts' (which bring zod to every app). */
const lookupRootsOf = (dirname: string) => [dirname, path.join(__dirname, '..', '..', 'contracts')];

/** The version of a package installed where Node would find it from `start`. */
const versionUnder = (start: string, name: string): string | undefined => {
  // Walk up like Node's resolver; some packages do not export their package.json.
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (dir === path.dirname(dir)) return undefined;
  }
};

/** The installed version of a package as the app sees it, so requiredVersion matches what was built. */
const versionOf = (dirname: string, request: string): string => {
  const name = packageNameOf(request);
  for (const root of lookupRootsOf(dirname)) {
    const version = versionUnder(root, name);
    if (version) return version;
  }
  throw new Error(`${name} is not installed for ${dirname}`);
};

export interface SharedEntry {
  singleton: true;
  /** The name it is shared under, where the key is a file rather than a package. */
  shareKey?: string;
  /** The version provided: said outright, as zod is provided through an alias (a file of this package). */
  version: string;
  requiredVersion: string;
  eager?: boolean;
}

/**
 * The product's Chakra system (its theme, made from Chakra's defaults at start: tens of ms of a page's
 * script): every app builds the UI package in, so without this each area made its own beside the
 * shell's. Shared by file, so the UI package's own imports of it find the page's one.
 */
const uiSystem = (): [string, SharedEntry] => {
  const uiFolder = path.join(__dirname, '..', '..', 'ui');
  const { version } = JSON.parse(readFileSync(path.join(uiFolder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return [
    path.join(uiFolder, 'src', 'system.ts'),
    { singleton: true, shareKey: '@canstring/ui/system', version, requiredVersion: `^${version}` },
  ];
};

export const sharedSingletons = (dirname: string): Record<string, SharedEntry> =>
  Object.fromEntries([
    ...singletons.map((request): [string, SharedEntry] => {
      const version = versionOf(dirname, request);
      return [request, { singleton: true, version, requiredVersion: `^${version}` }];
    }),
    uiSystem(),
  ]);
