import { readWorkspaces, sourceFilesOf } from './workspace-sources';

/**
 * A workspace's test support (fakes, fixtures, test beds and kits, test clients) has one home: its
 * `src/test-support/`. A service's `src/testing.ts`, its public test entry, re-exports from there.
 * The browser suites (e2e) are test support through and through, and are left out.
 */

const namedAsTestSupport = /(fake|fixture|test-bed|test-kit|test-world|test-client|for-test)[^/]*\.tsx?$/;

const misplaced = (file: string): boolean =>
  namedAsTestSupport.test(file) && !/\.test\.tsx?$/.test(file) && !/\/src\/test-support\//.test(file);

describe('the home of test support', () => {
  it('tells test support by its name', () => {
    expect(misplaced('services/room/src/room-test-bed.ts')).toBe(true);
    expect(misplaced('mf-chat/src/fake-gateway.tsx')).toBe(true);
    expect(misplaced('services/room/src/test-support/room-test-bed.ts')).toBe(false);
    expect(misplaced('services/room/src/room-fixtures.test.ts')).toBe(false);
    expect(misplaced('services/room/src/room.ts')).toBe(false);
  });

  it("every workspace keeps its test support in src/test-support (the browser suites' excepted)", () => {
    const files = readWorkspaces()
      .filter((workspace) => workspace.folder !== 'e2e')
      .flatMap(sourceFilesOf);
    expect(files.filter(misplaced)).toEqual([]);
  });
});
