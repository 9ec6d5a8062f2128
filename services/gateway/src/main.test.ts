import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/** Live child processes of a process, from /proc (ppid is the 4th field of stat). */
const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);

const waitUntil = async (what: string, ok: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const typename = async (port: number) => {
  const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  return answer.json();
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

  it('runs GATEWAY_WORKERS workers on one port, replaces one that dies, and stops them all', async () => {
    const port = await freePort();
    const run = runMain({ GATEWAY_PORT: String(port), GATEWAY_WORKERS: '2' });
    const primary = run.child.pid!;
    await waitForPort(port, '127.0.0.1', 20_000);
    await waitUntil('two workers', () => childrenOf(primary).length === 2);
    expect(await typename(port)).toEqual({ data: { __typename: 'Query' } });

    const [victim] = childrenOf(primary);
    process.kill(victim!, 'SIGKILL');
    await waitUntil('a replacement worker', () => {
      const now = childrenOf(primary);
      return now.length === 2 && !now.includes(victim!);
    });
    // The killed worker may have been the only one listening yet (the other still starting): the port
    // then answers again once a worker listens.
    await waitForPort(port, '127.0.0.1', 20_000);
    expect(await typename(port)).toEqual({ data: { __typename: 'Query' } });

    const workers = childrenOf(primary);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(childrenOf(primary)).toEqual([]);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });

  it('refuses a wrong setting by name, without a stack', async () => {
    const run = runMain({ GATEWAY_PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('GATEWAY_PORT');
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });
});
