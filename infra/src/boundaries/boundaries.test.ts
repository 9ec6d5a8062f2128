import path from 'node:path';
import { importsOf, readWorkspaces, type SourceImport, type Workspace } from './workspace-sources';

/**
 * The seams between the workspaces, checked on every package.json and every import:
 * - an app (the shell, a remote) uses no other app and no service: it talks to the gateway over the network;
 * - a shared package uses no app and no service;
 * - a service runs alone: another service is used only by tests, through its test entry (`./testing`, …);
 *   an app's files only by tests too (the gateway's tests check the apps' GraphQL documents).
 * Tooling (infra, e2e, bench, fuzz) starts and drives the whole platform and is free.
 */

const workspaces = readWorkspaces();
const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));

/** A file only tests load: a test, its support, or a test kit, bed or world, or a service's test entry. */
const isTestFile = (file: string): boolean =>
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)test-support(\/|\.ts$)/.test(file) ||
  /(^|\/)testing\.ts$/.test(file) ||
  /test-(kit|bed|world)\.ts$/.test(file) ||
  /-for-test\.ts$/.test(file);

/** A package entry meant for other packages' tests: `./testing`, `./test-bed`, `./media-servers-for-test`. */
const isTestEntry = (entry: string): boolean => /test/.test(entry);

interface Target {
  workspace: Workspace;
  /** The package entry (`.`, `./testing`), or undefined for a path into its folder. */
  entry?: string;
}

const targetOf = ({ file, specifier }: SourceImport): Target | undefined => {
  if (specifier.startsWith('@canstring/')) {
    const [scope, name, ...rest] = specifier.split('/');
    const workspace = byName.get(`${scope}/${name}`);
    return workspace && { workspace, entry: rest.length > 0 ? `./${rest.join('/')}` : '.' };
  }
  if (!specifier.startsWith('.')) return undefined;
  const resolved = path.posix.join(path.posix.dirname(file), specifier);
  const workspace = workspaces.find(({ folder }) => resolved === folder || resolved.startsWith(`${folder}/`));
  return workspace && { workspace };
};

/** Why one workspace may not use another, or undefined where it may. */
const forbiddenUse = (from: Workspace, to: Workspace): string | undefined => {
  if (from === to) return undefined;
  if (from.kind === 'app' && to.kind === 'app') return 'an app uses no other app';
  if (from.kind === 'app' && to.kind === 'service') return 'an app uses no service';
  if (from.kind === 'package' && (to.kind === 'app' || to.kind === 'service')) {
    return `a shared package uses no ${to.kind}`;
  }
  return undefined;
};

const importProblem = (from: Workspace, used: SourceImport): string | undefined => {
  const target = targetOf(used);
  if (!target || target.workspace === from) return undefined;
  const said = `${used.file} imports '${used.specifier}'`;
  const forbidden = forbiddenUse(from, target.workspace);
  if (forbidden) return `${said}: ${forbidden}`;
  if (from.kind !== 'service' || target.workspace.kind === 'package' || target.workspace.kind === 'tooling') {
    return undefined;
  }
  if (!isTestFile(used.file)) return `${said}: a service uses another service or an app only in its tests`;
  if (target.workspace.kind === 'app') return undefined;
  if (target.entry === undefined || !isTestEntry(target.entry)) {
    return `${said}: another service is used through its test entry (./testing), not its insides`;
  }
  return undefined;
};

const dependencyProblems = (from: Workspace): string[] => {
  const declared = [
    ...from.dependencies.map((name) => ({ name, forTests: false })),
    ...from.devDependencies.map((name) => ({ name, forTests: true })),
  ];
  return declared.flatMap(({ name, forTests }) => {
    const to = byName.get(name);
    if (!to || to === from) return [];
    const said = `${from.folder}/package.json lists ${name}`;
    const forbidden = forbiddenUse(from, to);
    if (forbidden) return [`${said}: ${forbidden}`];
    if (from.kind === 'service' && to.kind === 'service' && !forTests) {
      return [`${said} as a dependency: another service is only a devDependency, for tests`];
    }
    return [];
  });
};

/**
 * Crossings allowed although the rules above refuse them, each with its reason. Keep this list short:
 * an entry here is a seam not yet cut.
 */
const allowedExceptions: readonly { problem: string; why: string }[] = [];

describe('the boundaries between the workspaces', () => {
  it('finds the workspaces of every kind', () => {
    const kinds = new Set(workspaces.map((workspace) => workspace.kind));
    expect([...kinds].sort()).toEqual(['app', 'package', 'service', 'tooling']);
    expect(workspaces.find((workspace) => workspace.folder === 'services/gateway')?.name).toBe(
      '@canstring/gateway',
    );
  });

  const problems = workspaces.flatMap((workspace) => [
    ...dependencyProblems(workspace),
    ...importsOf(workspace).flatMap((used) => importProblem(workspace, used) ?? []),
  ]);

  it('finds the imports it checks', () => {
    const checked = workspaces.flatMap(importsOf).filter((used) => targetOf(used) !== undefined);
    expect(checked.length).toBeGreaterThan(500);
  });

  it('no workspace crosses a boundary, but for the allowed exceptions', () => {
    const allowed = new Set(allowedExceptions.map(({ problem }) => problem));
    expect(problems.filter((problem) => !allowed.has(problem))).toEqual([]);
  });

  it('every allowed exception still happens (one that no longer does is taken off the list)', () => {
    expect(
      allowedExceptions.map(({ problem }) => problem).filter((problem) => !problems.includes(problem)),
    ).toEqual([]);
  });
});
