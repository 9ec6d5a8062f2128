import path from 'node:path';
import { openDatabase, pingDatabase } from './db';
import { createLogger } from './logger';
import { notes } from './test-support/notes-schema';
import { createTestDatabase, tempDir } from './testing';

const log = createLogger('kit-db-test', 'silent');
const migrationsFolder = path.join(__dirname, 'test-support', 'migrations');
const schema = { notes };

describe('openDatabase', () => {
  it('keeps data in an embedded PGlite folder across reopen, and locks it against a second opener', async () => {
    const tmp = tempDir('kit-pglite');
    try {
      const first = await openDatabase({
        service: 'kit_test',
        schema,
        migrationsFolder,
        dataDir: tmp.dir,
        log,
      });
      expect(first.kind).toBe('pglite');
      await first.db.insert(notes).values({ text: 'kept' });
      const { spawnSync } = await import('node:child_process');
      // The lock names this process; another process is refused while it is alive.
      const lockOwner = spawnSync('cat', [path.join(tmp.dir, 'pglite', 'kit_test.lock')]).stdout.toString();
      expect(Number(lockOwner)).toBe(process.pid);
      await first.close();

      const again = await openDatabase({
        service: 'kit_test',
        schema,
        migrationsFolder,
        dataDir: tmp.dir,
        log,
      });
      expect(await again.db.select().from(notes)).toEqual([{ id: 1, text: 'kept' }]);
      await pingDatabase(again.db);
      await again.close();
    } finally {
      tmp.remove();
    }
  }, 60_000); // PGlite opens a WebAssembly PostgreSQL: slow when both cores are busy

  it('migrates a PostgreSQL database once even when several instances start together', async () => {
    const pg = await createTestDatabase();
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() =>
          openDatabase({
            service: 'kit_test',
            schema,
            migrationsFolder,
            databaseUrl: pg.url,
            dataDir: '/nonexistent',
            log,
          }),
        ),
      );
      expect(opened.map((o) => o.kind)).toEqual(['postgres', 'postgres', 'postgres']);
      await opened[0]!.db.insert(notes).values({ text: 'shared' });
      expect(await opened[2]!.db.select().from(notes)).toEqual([{ id: 1, text: 'shared' }]);
      await Promise.all(opened.map((o) => o.close()));
    } finally {
      await pg.drop();
    }
  });
});
