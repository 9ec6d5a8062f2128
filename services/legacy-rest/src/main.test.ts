import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForPort } from '@canstring/service-kit';
import { actorAssertionEnv, startNatsServer, type TestNats } from '@canstring/service-kit/testing';

/** The process entry point: configuration from the environment, health, and a clean stop on SIGTERM. */
let nats: TestNats;
beforeAll(async () => {
  nats = await startNatsServer();
});
afterAll(async () => {
  await nats.stop();
});

const run = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
    env: { PATH: process.env.PATH, NATS_URL: nats.url, LOG_LEVEL: 'silent', ...actorAssertionEnv, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('main', () => {
  it('serves on LEGACY_PORT and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = run({ LEGACY_PORT: String(port), LEGACY_PASSPHRASE: 'main test passphrase 012345' });
    const exited = exitOf(child);
    await waitForPort(port, '127.0.0.1', 20_000);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses to start without a passphrase', async () => {
    const child = run({ LEGACY_PORT: String(await freePort()) });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).not.toBe(0);
    expect(stderr).toContain('LEGACY_PASSPHRASE');
  });

  it('refuses to start without the key it asserts callers to the services with', async () => {
    const child = run({
      LEGACY_PORT: String(await freePort()),
      LEGACY_PASSPHRASE: 'main test passphrase 012345',
      ACTOR_ASSERTION_PRIVATE_KEY: '',
    });
    expect(await exitOf(child)).not.toBe(0);
  });
});
