import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@canstring/service-kit';
import { type NatsUsers, writeNatsUsersConfig } from './nats-auth';
import type { ProcessSpec } from './processes';

/** The configuration every node of the cluster runs (the deployment example, used as it is). */
export const NATS_CLUSTER_CONFIG = path.resolve(__dirname, '../../deploy/nats/cluster.conf');

/** The cluster sizes the configuration describes: one nats-server, or three nodes with R3 streams. */
export const natsClusterSizes = [1, 3] as const;
export type NatsClusterSize = (typeof natsClusterSizes)[number];

export interface NatsClusterNode {
  /** Its server_name: `nats-1`, `nats-2`, `nats-3`. */
  name: string;
  /** Where clients connect to it. */
  url: string;
  /** Its monitoring endpoint (`/healthz`, `/connz`, `/jsz`). */
  monitorUrl: string;
  /** How to run it: nats-server with the cluster configuration and this node's settings. */
  spec: ProcessSpec;
}

export interface NatsClusterPlan {
  /** Every node's url, separated by commas: the NATS_URL of the platform's processes. */
  url: string;
  nodes: NatsClusterNode[];
}

/**
 * A fresh password for the routes between the nodes. cluster.conf takes it from the environment
 * unquoted, and nats-server reads an unquoted value that starts with digits as a number or a date
 * ('All ISO8601 dates must be in full Zulu form.'), so a random base64 password stopped the node now
 * and then: it starts with a letter and holds only letters, digits and dashes.
 */
export const newRoutePassword = (): string => `route-${randomBytes(18).toString('hex')}`;

/**
 * Lays out a three-node cluster on loopback: the deployment example's configuration copied beside
 * the users file into `<dataDir>/nats-cluster`, each node's addresses, routes and JetStream folder
 * given as the environment the configuration reads (see infra/deploy/nats/nats-1.env). The first
 * node takes `firstPort` when given; every other port is a free one.
 */
export const planNatsCluster = async (options: {
  dataDir: string;
  users: NatsUsers;
  firstPort?: number;
}): Promise<NatsClusterPlan> => {
  const folder = path.join(options.dataDir, 'nats-cluster');
  mkdirSync(folder, { recursive: true });
  const config = path.join(folder, path.basename(NATS_CLUSTER_CONFIG));
  copyFileSync(NATS_CLUSTER_CONFIG, config);
  writeNatsUsersConfig(folder, options.users);
  const routePassword = newRoutePassword();
  const ports = [];
  for (let i = 0; i < 3; i += 1) {
    ports.push({
      client: i === 0 && options.firstPort ? options.firstPort : await freePort(),
      cluster: await freePort(),
      monitor: await freePort(),
    });
  }
  const routes = Object.fromEntries(
    ports.map((p, i) => [`NATS_ROUTE_${i + 1}`, `nats://route:${routePassword}@127.0.0.1:${p.cluster}`]),
  );
  const nodes = ports.map((p, i): NatsClusterNode => {
    const name = `nats-${i + 1}`;
    const storeDir = path.join(folder, name);
    mkdirSync(storeDir, { recursive: true });
    return {
      name,
      url: `nats://127.0.0.1:${p.client}`,
      monitorUrl: `http://127.0.0.1:${p.monitor}`,
      spec: {
        name,
        command: 'nats-server',
        args: ['-c', config],
        env: {
          PATH: process.env.PATH ?? '',
          NATS_SERVER_NAME: name,
          NATS_HOST: '127.0.0.1',
          NATS_PORT: String(p.client),
          NATS_MONITOR: `127.0.0.1:${p.monitor}`,
          NATS_CLUSTER_PORT: String(p.cluster),
          NATS_STORE_DIR: storeDir,
          NATS_ROUTE_PASSWORD: routePassword,
          ...routes,
        },
      },
    };
  });
  return { url: nodes.map((n) => n.url).join(','), nodes };
};

/**
 * True once the node answers its health check: up, and its JetStream caught up with the cluster. A
 * node of a machine whose cores are all busy can take seconds to answer: it is given 5 s.
 */
export const natsNodeHealthy = async (node: Pick<NatsClusterNode, 'monitorUrl'>): Promise<boolean> => {
  try {
    const response = await fetch(`${node.monitorUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
};

/**
 * Waits until every node is healthy (a JetStream cluster elects its leaders first); false after the
 * time, or as soon as `abandoned` says the start cannot succeed.
 */
export const waitForNatsCluster = async (
  nodes: Pick<NatsClusterNode, 'monitorUrl'>[],
  timeoutMs: number,
  abandoned: () => boolean = () => false,
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !abandoned()) {
    const healthy = await Promise.all(nodes.map(natsNodeHealthy));
    if (healthy.every(Boolean)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};
