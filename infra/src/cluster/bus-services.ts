import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import path from 'node:path';
import { freePort, generateActorAssertionKeys } from '@canstring/service-kit';
import { natsUserEnv } from '../launcher/nats-auth';
import type { BusCluster } from './bus-cluster';

const repoRoot = path.resolve(__dirname, '../../..');

/** The services a chat and live-room load needs, with the gateway in front. */
const backendNames = ['user', 'chat', 'meeting', 'room'] as const;

export interface BusServices {
  gatewayUrl: string;
  wsUrl: string;
  adminEmail: string;
  adminPassword: string;
  stop(): Promise<void>;
}

/**
 * Starts the user, chat, meeting and room services and one gateway process as the launcher does
 * (each its own NATS user, NATS_URL listing every node, streams on three nodes, PGlite in the data
 * folder), and waits until the gateway answers its health check. Output goes to `<dataDir>/<name>.log`.
 */
export const startBusServices = async (options: {
  cluster: BusCluster;
  dataDir: string;
  timeoutMs?: number;
}): Promise<BusServices> => {
  const { cluster, dataDir } = options;
  const keys = generateActorAssertionKeys();
  const adminEmail = 'admin@example.org';
  const adminPassword = `Admin-${randomBytes(9).toString('base64url')}`;
  const gatewayPort = await freePort();
  const shared: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NATS_URL: cluster.url,
    NATS_STREAM_REPLICAS: '3',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ACTOR_ASSERTION_PUBLIC_KEY: keys.publicKey,
  };
  const children: ChildProcess[] = [];
  const run = (name: string, own: NodeJS.ProcessEnv) => {
    const out = openSync(path.join(dataDir, `${name}.log`), 'a');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('services', name, 'src', 'main.ts')],
      {
        cwd: repoRoot,
        env: { ...shared, ...natsUserEnv(cluster.users[name as keyof typeof cluster.users]), ...own },
        stdio: ['ignore', out, out],
      },
    );
    children.push(child);
  };
  const jwtSecret = randomBytes(32).toString('base64url');
  for (const name of backendNames)
    run(
      name,
      name === 'user'
        ? { JWT_SECRET: jwtSecret, ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword }
        : {},
    );
  run('gateway', {
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_WORKERS: '1',
    ACTOR_ASSERTION_PRIVATE_KEY: keys.privateKey,
    // The load sends far more than a person would.
    GATEWAY_OPERATIONS_PER_TOKEN: '100000',
    GATEWAY_OPERATIONS_PER_ADDRESS: '100000',
    GATEWAY_VISITOR_MUTATIONS_PER_ADDRESS: '100000',
  });

  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    const healthy = await fetch(`${gatewayUrl}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    const ended = children.find((c) => c.exitCode !== null);
    if (ended || Date.now() > deadline) {
      await stop();
      throw new Error(`the services did not start (see the logs in ${dataDir})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    gatewayUrl: `${gatewayUrl}/graphql`,
    wsUrl: `ws://127.0.0.1:${gatewayPort}/graphql`,
    adminEmail,
    adminPassword,
    stop,
  };
};
