import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, type NatsCredentials, natsAnswers, probeNats } from '@canstring/service-kit';
import { NATS_CONFIG_FILE, NATS_USERS_FILE, type NatsUsers, writeNatsConfig } from './nats-auth';
import { type NatsClusterSize, planNatsCluster, waitForNatsCluster } from './nats-cluster';
import type { PrefixedOutput } from './output';
import { type SupervisedProcess, superviseProcess } from './processes';

export const DEFAULT_NATS_PORT = 4222;

export interface PlatformNats {
  /** One server's url, or a cluster's nodes separated by commas. */
  url: string;
  /** The nats-servers the launcher started (one, or a cluster's three); none when existing ones are reused. */
  servers: SupervisedProcess[];
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

const waitUntilAnswering = async (
  url: string,
  credentials: NatsCredentials,
  server: SupervisedProcess,
  timeoutMs: number,
) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await natsAnswers(url, 500, credentials)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();
  throw new Error(`nats-server did not answer at ${url} within ${timeoutMs} ms (see the "nats" lines above)`);
};

/** True when the server takes every platform process's credentials. */
const takesEveryUser = async (url: string, users: NatsUsers): Promise<boolean> => {
  for (const credentials of Object.values(users))
    if ((await probeNats(url, credentials)) !== 'answers') return false;
  return true;
};

/**
 * Reuses the NATS server at `url` when it requires credentials and takes the platform's (one user per
 * process, kept in the data folder). Otherwise starts a nats-server with those users, their
 * permissions and JetStream kept in `<dataDir>/nats`: on the url's port when nothing answers there,
 * else on a free port. A server that lets clients in without credentials is never used. Only a
 * loopback url may be replaced by a server of our own.
 */
export const ensureNats = async (options: {
  url: string;
  dataDir: string;
  output: PrefixedOutput;
  /** Every platform process's NATS user (see loadNatsUsers). */
  users: NatsUsers;
  /** 3: a three-node cluster on loopback (infra/deploy/nats/cluster.conf) when one must be started. */
  clusterSize?: NatsClusterSize;
  timeoutMs?: number;
}): Promise<PlatformNats> => {
  const { url, dataDir, output, users } = options;
  const say = (text: string) => output.line('launcher', text);
  const parsed = new URL(url.split(',')[0]!);
  const loopback = loopbackHosts.has(parsed.hostname);
  const configFile = path.join(dataDir, NATS_CONFIG_FILE);
  let port = Number(parsed.port || DEFAULT_NATS_PORT);

  const found = await probeNats(url);
  if (found === 'answers') {
    if (!loopback)
      throw new Error(
        `The NATS server at ${url} lets clients in without credentials, so the platform will not use it. ` +
          `Give it the users and permissions of ${configFile}, or unset NATS_URL to run one locally.`,
      );
    port = await freePort();
    say(
      `the NATS server at ${url} lets clients in without credentials, so it is not used; starting an authenticated nats-server on port ${port}`,
    );
  } else if (found === 'refused') {
    if (await takesEveryUser(url, users)) return { url, servers: [] };
    if (!loopback)
      throw new Error(
        `The NATS server at ${url} refuses the platform's credentials (${path.join(dataDir, NATS_USERS_FILE)}). ` +
          `Give it the users and permissions of ${configFile}, or unset NATS_URL to run one locally.`,
      );
    port = await freePort();
    say(
      `the NATS server at ${url} refuses this platform's credentials; starting an authenticated nats-server on port ${port}`,
    );
  } else {
    if (!loopback)
      throw new Error(`No NATS server answers at ${url}. Start it, or unset NATS_URL to run one locally.`);
    if (await portTaken(port)) {
      const taken = port;
      port = await freePort();
      say(`port ${taken} is taken by something that is not NATS; starting nats-server on ${port}`);
    }
  }
  if (!natsServerInstalled()) {
    throw new Error(
      'nats-server is not installed: run `bash infra/bin/install.sh` (or apt-get install nats-server).',
    );
  }
  if (options.clusterSize === 3) return startNatsCluster({ ...options, port });
  const storeDir = path.join(dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  const config = writeNatsConfig({ dataDir, port, storeDir, users });
  const server = superviseProcess(
    {
      name: 'nats',
      command: 'nats-server',
      args: ['-c', config],
      env: { PATH: process.env.PATH ?? '' },
    },
    { output },
  );
  const ownUrl = `nats://127.0.0.1:${port}`;
  await waitUntilAnswering(ownUrl, users.gateway, server, options.timeoutMs ?? 15_000);
  return { url: ownUrl, servers: [server] };
};

/**
 * Plans of a cluster tried before giving up. Each node's ports are free when planned, but another
 * process may take one before the node binds it; that node then stops at once, and a fresh plan
 * takes other ports.
 */
const CLUSTER_PLANS = 3;

/**
 * Starts the three nodes of a cluster (the first on `port`) and waits until their JetStream is ready;
 * when a node stops while they start, starts them again on other ports (CLUSTER_PLANS in all).
 */
export const startNatsCluster = async (options: {
  port: number;
  dataDir: string;
  output: PrefixedOutput;
  users: NatsUsers;
  timeoutMs?: number;
}): Promise<PlatformNats> => {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    const plan = await planNatsCluster({
      dataDir: options.dataDir,
      users: options.users,
      ...(attempt === 1 && { firstPort: options.port }),
    });
    const servers = plan.nodes.map((node) => superviseProcess(node.spec, { output: options.output }));
    const nodeStopped = () => servers.some((server) => server.starts() > 1);
    if (await waitForNatsCluster(plan.nodes, deadline - Date.now(), nodeStopped)) {
      return { url: plan.url, servers };
    }
    await Promise.all(servers.map((s) => s.stop()));
    if (nodeStopped() && attempt < CLUSTER_PLANS && Date.now() < deadline) {
      options.output.line(
        'launcher',
        'a nats-server node stopped as the cluster started; starting it on other ports',
      );
      continue;
    }
    throw new Error(
      `the nats-server cluster (${plan.url}) was not ready within ${timeoutMs} ms` +
        `${nodeStopped() ? ', a node stopped as it started' : ''} (see the "nats-1..3" lines above)`,
    );
  }
};
