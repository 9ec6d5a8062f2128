import { freePort } from '../free-port';
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

/** A service that also listens on a port of its own (an edge): the setting naming it; `/healthz` must answer there. */
export interface ServiceProcessOptions {
  portVariable?: string;
}

/**
 * The tests every database service's process passes (its main.test.ts calls this): it answers on
 * NATS over PostgreSQL (and on its own port's /healthz, for an edge), starts again on the migrated
 * database, runs on embedded PGlite without DATABASE_URL, and stops cleanly on SIGTERM without a
 * stack trace.
 */
export const describeServiceProcess = (
  service: string,
  packageRoot: string,
  { portVariable }: ServiceProcessOptions = {},
): void => {
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

  let port = 0;
  const run = (env: Record<string, string>) =>
    runServiceMain(packageRoot, portVariable ? { ...env, [portVariable]: String(port) } : env);
  /** Healthy on NATS, and on its own port when it has one. */
  const healthy = async () => {
    expect((await waitForHealth(nc, service))?.status).toBe('ok');
    if (portVariable) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  };
  beforeEach(async () => {
    // A port of its own for each start: the service's default one may be taken on this machine.
    if (portVariable) port = await freePort();
  });

  describe(`the ${service} service process`, () => {
    it(
      'answers on NATS over PostgreSQL, starts again on the migrated database and stops cleanly',
      async () => {
        for (let start = 0; start < 2; start++) {
          const p = run({ NATS_URL: nats.url, DATABASE_URL: pg.url, DATA_DIR: data.dir });
          await healthy();
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
        await healthy();
        p.child.kill('SIGTERM');
        expect(await p.exited).toBe(0);
        expect(p.output()).not.toMatch(/\n\s+at /);
      },
      TWO_STARTS_MS,
    );
  });
};
