import path from 'node:path';
import { connectNats, type NatsConnection } from '@canstring/service-kit';
import {
  createTestDatabase,
  PROCESS_START_MS,
  runServiceMain,
  startNatsServer,
  type TestDatabase,
  type TestNats,
  tempDir,
  waitForHealth,
} from '@canstring/service-kit/testing';

const root = path.join(__dirname, '..');
let nats: TestNats;
let nc: NatsConnection;
let pg: TestDatabase;
const data = tempDir('user-main');

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

const run = (env: Record<string, string>) => runServiceMain(root, env);

describe('the user service process', () => {
  it('refuses to start without a long enough JWT_SECRET, naming it', async () => {
    const p = run({ NATS_URL: nats.url, DATABASE_URL: pg.url, DATA_DIR: data.dir, JWT_SECRET: 'short' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('JWT_SECRET');
    expect(p.output()).not.toMatch(/\n\s+at /);
  });

  it(
    'answers on NATS and stops cleanly on SIGTERM',
    async () => {
      const p = run({
        NATS_URL: nats.url,
        DATABASE_URL: pg.url,
        DATA_DIR: data.dir,
        JWT_SECRET: 'm'.repeat(32),
      });
      const health = await waitForHealth(nc, 'user');
      expect(health?.status).toBe('ok');
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    },
    PROCESS_START_MS + 30_000,
  );
});
