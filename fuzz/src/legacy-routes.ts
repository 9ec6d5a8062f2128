import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One route of the old REST contract, as its source declares it. */
export interface LegacyRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under the adapter's prefix, with `:name` path parameters, e.g. /meeting/:id */
  path: string;
  /** Field names its file (and the old names' tables) speak of: the keys bodies and queries are made of. */
  fieldNames: string[];
}

const routesDir = path.resolve(require.resolve('@canstring/legacy-rest'), '..', 'routes');
const ROUTE = /router\.(get|post|put|patch|delete)\(\s*'([^']+)'/g;
const MOUNT = /router\.use\(\s*'([^']+)',\s*(\w+)\(/g;
const FIELD = /\b([a-z][a-zA-Z0-9]*(?:_[a-zA-Z0-9]+)*)\s*:|'([a-z][a-zA-Z0-9_]{1,30})'/g;

const sources = () =>
  readdirSync(routesDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test-kit'))
    .map((file) => ({ file, text: readFileSync(path.join(routesDir, file), 'utf8') }));

const fieldNamesIn = (text: string): string[] => {
  const names = new Set<string>();
  for (const match of text.matchAll(FIELD)) {
    const name = match[1] ?? match[2];
    if (name && !/^(const|return|default|case|async|type|import|export|error|res|req)$/.test(name))
      names.add(name);
  }
  return [...names];
};

/**
 * Every route of the adapter, read from its route files (so a new route is fuzzed without a change
 * here). A file mounted under a prefix in the routes' index (`router.use('/users', usersRoutes(…))`)
 * has its paths under that prefix.
 */
export const legacyRoutes = (): LegacyRoute[] => {
  const files = sources();
  const index = files.find((f) => f.file === 'index.ts')?.text ?? '';
  const mounts = new Map<string, string>();
  for (const [, prefix, factory] of index.matchAll(MOUNT)) if (prefix && factory) mounts.set(factory, prefix);
  const shared = fieldNamesIn(
    files
      .filter((f) => f.file.startsWith('legacy-'))
      .map((f) => f.text)
      .join('\n'),
  );
  const routes: LegacyRoute[] = [];
  for (const { text } of files) {
    const factory = /export const (\w+Routes)\b/.exec(text)?.[1];
    const prefix = (factory && mounts.get(factory)) ?? '';
    const own = fieldNamesIn(text);
    for (const [, method, route] of text.matchAll(ROUTE)) {
      if (!method || !route) continue;
      routes.push({
        method: method.toUpperCase() as LegacyRoute['method'],
        path: `${prefix}${route}`,
        fieldNames: [...new Set([...own, ...shared])],
      });
    }
  }
  return routes;
};
