import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Graph } from './strongly-connected';
import { importsOf, repositoryRoot, type SourceImport, type Workspace } from './workspace-sources';

const isFile = (file: string): boolean => {
  const absolute = path.join(repositoryRoot, file);
  return existsSync(absolute) && statSync(absolute).isFile();
};

/** The .ts or .tsx file a path without its extension names, as the bundler finds it (`./x` → `x.ts`, `x/index.ts`). */
const sourceFileAt = (target: string): string | undefined =>
  [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && isFile(candidate),
  );

/** The file a package entry (`.`, `./testing`, `./kit/admin-kit`) names, through the package.json's exports. */
const exportedFile = (workspace: Workspace, entry: string): string | undefined => {
  for (const [pattern, file] of Object.entries(workspace.exports)) {
    const [before, after] = pattern.split('*') as [string, string | undefined];
    if (after === undefined) {
      if (pattern === entry) return path.posix.join(workspace.folder, file);
    } else if (
      entry.startsWith(before) &&
      entry.endsWith(after) &&
      entry.length >= before.length + after.length
    ) {
      const star = entry.slice(before.length, entry.length - after.length);
      return path.posix.join(workspace.folder, file.replace('*', star));
    }
  }
  return undefined;
};

/** The source file an import loads: a relative path, or a workspace package's entry; undefined for anything else. */
const importedFile = (
  { file, specifier }: SourceImport,
  workspaces: readonly Workspace[],
): string | undefined => {
  if (specifier.startsWith('.')) return sourceFileAt(path.posix.join(path.posix.dirname(file), specifier));
  const [scope, name, ...rest] = specifier.split('/');
  const workspace = workspaces.find((candidate) => candidate.name === `${scope}/${name}`);
  if (!workspace) return undefined;
  const exported = exportedFile(workspace, rest.length > 0 ? `./${rest.join('/')}` : '.');
  return exported && sourceFileAt(exported);
};

/**
 * Which file imports which, over every workspace's `src`: relative imports and workspace packages' entries,
 * type-only imports and dynamic `import()` included. A file outside any `src` is left out.
 */
export const importGraph = (workspaces: readonly Workspace[]): Graph => {
  const inSource = (file: string): boolean =>
    workspaces.some(({ folder }) => file.startsWith(`${folder}/src/`));
  const graph = new Map<string, string[]>();
  for (const used of workspaces.flatMap(importsOf)) {
    if (!inSource(used.file)) continue;
    const imported = importedFile(used, workspaces);
    const edges = graph.get(used.file) ?? [];
    if (imported && inSource(imported) && !edges.includes(imported)) edges.push(imported);
    graph.set(used.file, edges);
  }
  return graph;
};
