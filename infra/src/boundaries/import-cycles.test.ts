import { importGraph } from './import-graph';
import { cyclesOf, stronglyConnectedComponents } from './strongly-connected';
import { readWorkspaces } from './workspace-sources';

/**
 * No two files import each other, directly or around a loop, in any workspace's `src`: a file and what it
 * uses can be read, changed and loaded in that order. Type-only imports count too: a loop through a type
 * ties the files together all the same, and the cure is the same (the shared piece in a file of its own).
 */

describe('the import cycles', () => {
  it('finds every loop of a graph, and no loop where there is none', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(stronglyConnectedComponents(graph)).toHaveLength(4);
  });

  const graph = importGraph(readWorkspaces());

  it('reads the imports between the files, relative ones and workspace packages alike', () => {
    const edges = [...graph.values()].flat();
    expect(edges.length).toBeGreaterThan(2000);
    expect(graph.get('services/gateway/src/main.ts')).toContain('packages/service-kit/src/index.ts');
  });

  it('no file is part of an import cycle (each one found is named by the files that import one another)', () => {
    expect(cyclesOf(graph).map((cycle) => cycle.join(', '))).toEqual([]);
  });
});
