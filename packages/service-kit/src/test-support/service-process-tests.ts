import { connectNats, type NatsConnection } from '../nats';
import {
  createTestDatabase,
  PROCESS_START_MS,
  runServiceMain,
  startNatsServer,
  type TestDatabase,
  type TestNats,
  tempDir,
  waitForHealth,
} from '../testing';

/** A test that starts the process twice waits for two starts and two stops at most. */
const TWO_STARTS_MS = 2 * PROCESS_START_MS + 30_000;

/**
 * The tests every database service's process passes (its main.test.ts calls this): it answers on
 * NATS over PostgreSQL, starts again on the migrated database, runs on embedded PGlite without
 * DATABASE_URL, and stops cleanly on SIGTERM without a stack trace.
 */
export const describeServiceProcess = (service: string, packageRoot: string): void => {
  let nats: TestNats;
  let nc: NatsConnection;
  let pg: TestDatabase;
  const data = tempDir(`${service}-main`);

  beforeAll(async () => {
    nats = await startNatsServer();
    nc = await connectNats(nats.url, 'main-test');
    pg = await createTestDatabase();
  });
  afterAll(async () => {
    await nc.close();
    await pg.drop();
    data.remove();
    await nats.stop();
  });

  const run = (env: Record<string, string>) => runServiceMain(packageRoot, env);

  describe(`the ${service} service process`, () => {
    it(
      'answers on NATS over PostgreSQL, starts again on the migrated database and stops cleanly',
      async () => {
        for (let start = 0; start < 2; start++) {
          const p = run({ NATS_URL: nats.url, DATABASE_URL: pg.url, DATA_DIR: data.dir });
          expect((await waitForHealth(nc, service))?.status).toBe('ok');
          p.child.kill('SIGTERM');
          expect(await p.exited).toBe(0);
        }
      },
      TWO_STARTS_MS,
    );

    it(
      'runs on the embedded database when DATABASE_URL is unset',
      async () => {
        const p = run({ NATS_URL: nats.url, DATA_DIR: data.dir });
        expect((await waitForHealth(nc, service))?.status).toBe('ok');
        p.child.kill('SIGTERM');
        expect(await p.exited).toBe(0);
        expect(p.output()).not.toMatch(/\n\s+at /);
      },
      TWO_STARTS_MS,
    );
  });
};
