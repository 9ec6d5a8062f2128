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

describe('the user service process', () => {
  it('refuses to start without a long enough JWT_SECRET, naming it', async () => {
    const p = run({ NATS_URL: nats.url, DATABASE_URL: pg.url, DATA_DIR: data.dir, JWT_SECRET: 'short' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('JWT_SECRET');
    expect(p.output()).not.toMatch(/\n\s+at /);
  });

  it('answers on NATS and stops cleanly on SIGTERM', async () => {
    const p = run({
      NATS_URL: nats.url,
      DATABASE_URL: pg.url,
      DATA_DIR: data.dir,
      JWT_SECRET: 'm'.repeat(32),
    });
    const deadline = Date.now() + 20_000;
    let health: { status: string } | undefined;
    while (!health && Date.now() < deadline) {
      health = await call(nc, healthEndpoint('user'), {}, { timeoutMs: 500 }).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 200));
    }
    expect(health?.status).toBe('ok');
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  });
});
