import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForPort } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';

let nats: TestNats;
beforeAll(async () => {
  nats = await startNatsServer();
});
afterAll(async () => {
  await nats.stop();
});

const runMain = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
    env: { ...process.env, LOG_LEVEL: 'silent', NATS_URL: nats.url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
};

describe('the gateway process', () => {
  it('serves on GATEWAY_PORT and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = runMain({ GATEWAY_PORT: String(port) });
    await waitForPort(port, '127.0.0.1', 20_000);
    const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('refuses a wrong setting by name, without a stack', async () => {
    const run = runMain({ GATEWAY_PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('GATEWAY_PORT');
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });
});
