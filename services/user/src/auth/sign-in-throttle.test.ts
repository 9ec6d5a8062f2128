import path from 'node:path';
import { SIGN_IN_FREE_FAILURES } from '@canstring/contracts';
import { createLogger, type OpenDatabase, openDatabase } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { schema, type UserSchema } from '../db/schema';
import { claimSignInAttempt } from './sign-in-throttle';

const folder = tempDir('sign-in-throttle');
let database: OpenDatabase<UserSchema>;
beforeAll(async () => {
  database = await openDatabase({
    service: 'user',
    schema,
    migrationsFolder: path.join(__dirname, '..', '..', 'drizzle'),
    dataDir: folder.dir,
    log: createLogger('sign-in-throttle-test', 'silent'),
  });
});
afterAll(async () => {
  await database?.close();
  folder.remove();
});

describe('the sign-in throttle', () => {
  it('lets every free failure through whatever order parallel attempts reach the database in', async () => {
    const source = { email: 'order@example.org', address: '10.0.0.1' };
    const start = Date.parse('2026-11-28T12:00:00.000Z');
    // Attempts stamped a moment apart, stored latest first.
    const moments = Array.from(
      { length: SIGN_IN_FREE_FAILURES },
      (_, i) => new Date(start + 10 * (SIGN_IN_FREE_FAILURES - i)),
    );
    for (const moment of moments) {
      expect(await claimSignInAttempt(database.db, source, moment)).toEqual({ allowed: true });
    }
    // The free failures used: the next waits, counted from the latest of them.
    const next = await claimSignInAttempt(
      database.db,
      source,
      new Date(start + 10 * SIGN_IN_FREE_FAILURES + 1),
    );
    expect(next).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
