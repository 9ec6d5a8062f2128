import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, natsAnswers } from '@canstring/service-kit';
import type { PrefixedOutput } from './output';
import { type SupervisedProcess, superviseProcess } from './processes';

export const DEFAULT_NATS_PORT = 4222;

export interface PlatformNats {
  url: string;
  /** The nats-server the launcher started, or undefined when an existing server is reused. */
  server?: SupervisedProcess;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

const portTaken = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const natsServerInstalled = (): boolean => {
  try {
    execFileSync('nats-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const waitUntilAnswering = async (url: string, server: SupervisedProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await natsAnswers(url, 500)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();
  throw new Error(`nats-server did not answer at ${url} within ${timeoutMs} ms (see the "nats" lines above)`);
};

/**
 * Reuses the NATS server at `url` when one answers there. Otherwise starts a nats-server with
 * JetStream kept in `<dataDir>/nats`: on the url's port, or on a free port when that port is
 * held by something that is not NATS. Only a loopback url may be replaced by a server of our own.
 */
export const ensureNats = async (options: {
  url: string;
  dataDir: string;
  output: PrefixedOutput;
  timeoutMs?: number;
}): Promise<PlatformNats> => {
  const { url, dataDir, output } = options;
  if (await natsAnswers(url)) return { url };

  const parsed = new URL(url.split(',')[0]!);
  if (!loopbackHosts.has(parsed.hostname)) {
    throw new Error(`No NATS server answers at ${url}. Start it, or unset NATS_URL to run one locally.`);
  }
  if (!natsServerInstalled()) {
    throw new Error(
      'nats-server is not installed: run `bash infra/bin/install.sh` (or apt-get install nats-server).',
    );
  }
  let port = Number(parsed.port || DEFAULT_NATS_PORT);
  if (await portTaken(port)) {
    const taken = port;
    port = await freePort();
    output.line(
      'launcher',
      `port ${taken} is taken by something that is not NATS; starting nats-server on ${port}`,
    );
  }
  const storeDir = path.join(dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  const server = superviseProcess(
    {
      name: 'nats',
      command: 'nats-server',
      args: ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
      env: { PATH: process.env.PATH ?? '' },
    },
    { output },
  );
  const ownUrl = `nats://127.0.0.1:${port}`;
  await waitUntilAnswering(ownUrl, server, options.timeoutMs ?? 15_000);
  return { url: ownUrl, server };
};
