import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, where every workspace's folder is. */
export const repositoryRoot = path.resolve(__dirname, '..', '..', '..');

/** What a workspace is: an app (the shell or a remote), a shared package, a service, or tooling. */
export type WorkspaceKind = 'app' | 'package' | 'service' | 'tooling';

export interface Workspace {
  /** Its package name, `@canstring/…`. */
  name: string;
  /** Its folder from the repository's root: `shell`, `mf-chat`, `services/user`. */
  folder: string;
  kind: WorkspaceKind;
  /** Its package.json's dependencies (what runs) and devDependencies (what its tests and builds use). */
  dependencies: string[];
  devDependencies: string[];
  /** The entries its package.json exports and their files: `.` → `./src/index.ts`, `./testing` → … */
  exports: Record<string, string>;
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  exports?: Record<string, string>;
}

const foldersIn = (parent: string): string[] =>
  readdirSync(path.join(repositoryRoot, parent), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(path.join(repositoryRoot, parent, entry.name, 'package.json')),
    )
    .map((entry) => path.posix.join(parent, entry.name));

const kindOf = (folder: string): WorkspaceKind => {
  if (folder === 'shell' || folder.startsWith('mf-')) return 'app';
  if (folder.startsWith('packages/')) return 'package';
  if (folder.startsWith('services/')) return 'service';
  return 'tooling';
};

/** Every workspace of the repository, as pnpm-workspace.yaml lists them (shell, mf-*, packages/*, services/*, tooling). */
export const readWorkspaces = (): Workspace[] =>
  [...foldersIn('.'), ...foldersIn('packages'), ...foldersIn('services')].map((folder) => {
    const json = JSON.parse(
      readFileSync(path.join(repositoryRoot, folder, 'package.json'), 'utf8'),
    ) as PackageJson;
    return {
      name: json.name,
      folder,
      kind: kindOf(folder),
      dependencies: Object.keys(json.dependencies ?? {}),
      devDependencies: Object.keys(json.devDependencies ?? {}),
      exports: json.exports ?? {},
    };
  });

const skipped = new Set(['node_modules', 'dist', '.data', 'test-results']);

const sourceFilesUnder = (folder: string): string[] =>
  readdirSync(path.join(repositoryRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      return skipped.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFilesUnder(file);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });

/** Every .ts and .tsx file of a workspace (from the repository's root). */
export const sourceFilesOf = (workspace: Workspace): string[] => sourceFilesUnder(workspace.folder);

/** One import in a source file: the file (from the repository's root) and the specifier as written. */
export interface SourceImport {
  file: string;
  specifier: string;
}

const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;

/** Every import, export-from, dynamic import and require in a workspace's .ts and .tsx files. */
export const importsOf = (workspace: Workspace): SourceImport[] =>
  sourceFilesUnder(workspace.folder).flatMap((file) =>
    [...readFileSync(path.join(repositoryRoot, file), 'utf8').matchAll(specifierPattern)].map((match) => ({
      file,
      specifier: match[1] as string,
    })),
  );
