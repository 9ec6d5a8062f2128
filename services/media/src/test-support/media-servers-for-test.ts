import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { freePort } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { type JanusSettings, writeJanusConfig } from '../janus/janus-config';
import { writeCoturnConfig } from '../turn/coturn-config';

/** A child process and what it wrote, for the failure messages. */
const run = (command: string, args: string[]) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, output: () => output };
};

const stopChild = async (child: ChildProcess, exited: Promise<void>) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
};

export interface TestJanus {
  /** Admin API, e.g. http://127.0.0.1:41234/admin */
  adminUrl: string;
  adminSecret: string;
  /** Janus API over HTTP, e.g. http://127.0.0.1:41235/janus */
  httpUrl: string;
  wsUrl: string;
  /** Ends Janus at once (SIGKILL), as a machine lost does; resolves once it exited. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts Janus from the configuration the launcher generates, on free ports. Its control API works
 * on host loopback; media needs the network namespace of the media recipe (infra/bin/media-netns.sh)
 * and its interface as `iceInterface`. With `events`, Janus posts its plugin events there.
 */
export const startJanusForTest = async (
  options: {
    events?: (adminSecret: string) => NonNullable<JanusSettings['events']>;
    iceInterface?: string;
    /** Its admin secret (a random one by default). */
    adminSecret?: string;
    /** Its UDP media ports, apart from another Janus's (20000-20200 by default). */
    rtpPortRange?: string;
  } = {},
): Promise<TestJanus> => {
  const dir = tempDir('janus-test');
  const [httpPort, adminPort, wsPort] = [await freePort(), await freePort(), await freePort()];
  const adminSecret = options.adminSecret ?? randomBytes(24).toString('base64url');
  const file = writeJanusConfig({
    dir: dir.dir,
    adminSecret,
    httpPort,
    adminPort,
    wsPort,
    wsHost: '127.0.0.1',
    rtpPortRange: options.rtpPortRange ?? '20000-20200',
    ...(options.iceInterface ? { iceInterface: options.iceInterface } : {}),
    ...(options.events ? { events: options.events(adminSecret) } : {}),
  });
  const janus = run('janus', ['-F', dir.dir, '-C', file]);
  const adminUrl = `http://127.0.0.1:${adminPort}/admin`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(adminUrl, {
      method: 'POST',
      body: JSON.stringify({ janus: 'ping', transaction: 'up', admin_secret: adminSecret }),
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (janus.child.exitCode !== null || Date.now() > deadline) {
      await stopChild(janus.child, janus.exited);
      dir.remove();
      throw new Error(`janus did not start:\n${janus.output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    adminUrl,
    adminSecret,
    httpUrl: `http://127.0.0.1:${httpPort}/janus`,
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    kill: async () => {
      if (janus.child.exitCode === null && janus.child.signalCode === null) janus.child.kill('SIGKILL');
      await janus.exited;
    },
    stop: async () => {
      await stopChild(janus.child, janus.exited);
      dir.remove();
    },
  };
};

export interface TestCoturn {
  port: number;
  secret: string;
  stop(): Promise<void>;
}

/** Starts coturn from the configuration the launcher generates, on free ports of 127.0.0.1. */
export const startCoturnForTest = async (): Promise<TestCoturn> => {
  const dir = tempDir('coturn-test');
  const port = await freePort();
  const relayBase = 40_000 + Math.floor(Math.random() * 20_000);
  const secret = randomBytes(24).toString('base64url');
  const file = writeCoturnConfig({
    dir: dir.dir,
    secret,
    listenIp: '127.0.0.1',
    port,
    minPort: relayBase,
    maxPort: relayBase + 50,
    realm: 'canstring.test',
  });
  const turn = run('turnserver', ['-c', file]);
  // coturn answers on UDP; its TCP listener on the same port shows it is up.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (turn.child.exitCode !== null || Date.now() > deadline) {
      await stopChild(turn.child, turn.exited);
      dir.remove();
      throw new Error(`coturn did not start:\n${turn.output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    port,
    secret,
    stop: async () => {
      await stopChild(turn.child, turn.exited);
      dir.remove();
    },
  };
};
