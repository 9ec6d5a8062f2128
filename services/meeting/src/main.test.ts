import { spawn } from 'node:child_process';
import path from 'node:path';
import { call, connectNats, healthEndpoint, type NatsConnection } from '@canstring/service-kit';
import {
  createTestDatabase,
  startNatsServer,
  type TestDatabase,
  type TestNats,
  tempDir,
} from '@canstring/service-kit/testing';

const root = path.join(__dirname, '..');
let nats: TestNats;
let nc: NatsConnection;
let pg: TestDatabase;
const data = tempDir('meeting-main');

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

const run = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

const waitForHealth = async () => {
  const deadline = Date.now() + 20_000;
  let health: { status: string } | undefined;
  while (!health && Date.now() < deadline) {
    health = await call(nc, healthEndpoint('meeting'), {}, { timeoutMs: 500 }).catch(() => undefined);
    if (!health) await new Promise((r) => setTimeout(r, 200));
  }
  return health;
};

describe('the meeting service process', () => {
  it('answers on NATS over PostgreSQL, starts again on the migrated database and stops cleanly', async () => {
    for (let start = 0; start < 2; start++) {
      const p = run({ NATS_URL: nats.url, DATABASE_URL: pg.url, DATA_DIR: data.dir });
      expect((await waitForHealth())?.status).toBe('ok');
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    }
  });

  it('runs on the embedded database when DATABASE_URL is unset', async () => {
    const p = run({ NATS_URL: nats.url, DATA_DIR: data.dir });
    expect((await waitForHealth())?.status).toBe('ok');
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).not.toMatch(/\n\s+at /);
  });
});
