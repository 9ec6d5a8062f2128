import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadNatsUsers, type NatsUsers } from '../launcher/nats-auth';
import {
  type NatsClusterNode,
  natsNodeHealthy,
  planNatsCluster,
  waitForNatsCluster,
} from '../launcher/nats-cluster';

/** One node of a cluster a test or benchmark kills and starts again at will (no supervisor restarts it). */
export interface BusNode {
  name: string;
  url: string;
  running(): boolean;
  /** SIGKILL, as a crash or a lost machine: resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same ports and store, and waits until it is healthy. */
  start(timeoutMs?: number): Promise<void>;
}

export interface BusCluster {
  /** Every node's url, separated by commas. */
  url: string;
  nodes: BusNode[];
  users: NatsUsers;
  /** The node a client connection of that name (the process's name: `gateway`, `chat`) is on now. */
  nodeOf(connectionName: string): Promise<BusNode | undefined>;
  stop(): Promise<void>;
}

interface ConnectionList {
  connections?: { name?: string }[];
}

/** The last lines each node wrote, for a failure's message. */
const logTails = (dataDir: string, nodes: { name: string }[]): string =>
  nodes
    .map((n) => {
      let text = '';
      try {
        text = readFileSync(path.join(dataDir, `${n.name}.log`), 'utf8');
      } catch {
        // nothing written yet
      }
      const tail = text.trimEnd().split('\n').slice(-8).join('\n');
      return `--- ${n.name}.log\n${tail}`;
    })
    .join('\n');

/**
 * The launcher's three-node cluster (infra/deploy/nats/cluster.conf, the platform's users and
 * permissions) on loopback, for tests and benchmarks that kill nodes: each node's output goes to
 * `<dataDir>/<node>.log`.
 */
export const startBusCluster = async (options: {
  dataDir: string;
  timeoutMs?: number;
}): Promise<BusCluster> => {
  const users = loadNatsUsers(options.dataDir);
  const plan = await planNatsCluster({ dataDir: options.dataDir, users });
  const timeoutMs = options.timeoutMs ?? 30_000;

  const node = (planned: NatsClusterNode): BusNode => {
    let child: ChildProcess | undefined;
    const log = createWriteStream(path.join(options.dataDir, `${planned.name}.log`), { flags: 'a' });
    const launch = () => {
      const started = spawn(planned.spec.command, planned.spec.args, {
        env: planned.spec.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout?.pipe(log, { end: false });
      started.stderr?.pipe(log, { end: false });
      started.once('exit', () => {
        if (child === started) child = undefined;
      });
      child = started;
    };
    return {
      name: planned.name,
      url: planned.url,
      running: () => child !== undefined,
      kill: async () => {
        const running = child;
        if (!running) return;
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGKILL');
        await exited;
      },
      start: async (wait = timeoutMs) => {
        if (!child) launch();
        const deadline = Date.now() + wait;
        while (!(await natsNodeHealthy(planned))) {
          if (Date.now() > deadline) throw new Error(`${planned.name} was not healthy within ${wait} ms`);
          await new Promise((r) => setTimeout(r, 100));
        }
      },
    };
  };

  const nodes = plan.nodes.map(node);
  // All three at once: a node's JetStream waits for its peers before it is healthy.
  for (const n of nodes) void n.start().catch(() => undefined);
  if (!(await waitForNatsCluster(plan.nodes, timeoutMs))) {
    const states = nodes.map((n) => `${n.name} ${n.running() ? 'running' : 'exited'}`).join(', ');
    await Promise.all(nodes.map((n) => n.kill()));
    throw new Error(
      `the three-node NATS cluster was not ready within ${timeoutMs} ms (${states}):\n${logTails(options.dataDir, nodes)}`,
    );
  }

  return {
    url: plan.url,
    nodes,
    users,
    nodeOf: async (connectionName) => {
      for (const [i, planned] of plan.nodes.entries()) {
        if (!nodes[i]!.running()) continue;
        try {
          const response = await fetch(`${planned.monitorUrl}/connz?limit=4096`, {
            signal: AbortSignal.timeout(1_000),
          });
          const list = (await response.json()) as ConnectionList;
          if (list.connections?.some((c) => c.name === connectionName)) return nodes[i];
        } catch {
          // a node going away: look at the others
        }
      }
      return undefined;
    },
    stop: async () => {
      await Promise.all(nodes.map((n) => n.kill()));
    },
  };
};
