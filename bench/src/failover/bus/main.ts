import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_EVENTS_STREAM } from '@canstring/contracts';
import { type BusCluster, type BusNode, startBusCluster, startBusServices } from '@canstring/infra';
import { connectNats } from '@canstring/service-kit';
import { jetstreamManager } from '@nats-io/jetstream';
import { positive } from '../../settings';
import { bareProbeOn } from './bare-probe';
import { openBusLoad } from './bus-load';
import { startBusServicesInProcess } from './in-process-services';
import { deliveryFaults, killUnderLoad, type NodeKill } from './kill-node';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** The chat events stream's leader now (a node's server_name). */
const streamLeader = async (cluster: BusCluster): Promise<string | undefined> => {
  const nc = await connectNats(cluster.url, 'bench-failover-leader', cluster.users.gateway);
  try {
    return (await (await jetstreamManager(nc)).streams.info(CHAT_EVENTS_STREAM)).cluster?.leader;
  } finally {
    await nc.close();
  }
};

/**
 * Losing a NATS node: a three-node cluster (the launcher's infra/deploy/nats/cluster.conf, its users
 * and permissions, R3 streams) under a chat and room-event load through the gateway (bus-load.ts).
 * BENCH_KILLS (default 6) times a node is killed — in turn the one the gateway is connected to and the
 * chat events stream's leader — and started again once the figures are in. For each: the time from
 * the kill to the first answered request begun after it, and to the first delivered chat message
 * (the JetStream path) and room line (core NATS) sent after it; at the end, acknowledged messages
 * never delivered (must be 0) and delivered twice. Baseline in the same run: a bare NATS client on the
 * killed node, to its reconnection elsewhere (the client library's own failover, nothing of ours).
 * The services run in this process unless BENCH_PROCESSES=1 (each its own Node process, as the launcher starts them).
 */
const main = async () => {
  const kills = positive('BENCH_KILLS', 6);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'canstring-bench-failover-'));
  const cluster = await startBusCluster({ dataDir, timeoutMs: 60_000 });
  const services =
    process.env.BENCH_PROCESSES === '1'
      ? await startBusServices({ cluster, dataDir })
      : await startBusServicesInProcess({ cluster, dataDir });
  const load = await openBusLoad(services);
  const results: (NodeKill & { bareMs: number })[] = [];
  try {
    for (let i = 0; i < kills; i += 1) {
      const byLeader = i % 2 === 1;
      const name = byLeader ? await streamLeader(cluster) : (await cluster.nodeOf('gateway'))?.name;
      const node: BusNode | undefined = cluster.nodes.find((n) => n.name === name);
      if (!node) throw new Error(`no node found for kill ${i + 1}`);
      const role = byLeader ? 'chat stream leader' : "gateway's node";
      const bare = await bareProbeOn(cluster, node);
      const kill = await killUnderLoad(load, node, role);
      results.push({ ...kill, bareMs: (await bare.reconnected) - kill.killedAt });
      await bare.close();
      const last = results.at(-1)!;
      console.info(
        `kill ${i + 1}: ${node.name} (${role}): request ${last.requestMs} ms, chat ${last.eventMs.chat} ms, room ${last.eventMs.room} ms, bare ${last.bareMs} ms`,
      );
      await node.start(60_000);
    }
    await load.settled(30_000);
    const faults = deliveryFaults(load);
    const row = (label: string, values: number[]) =>
      `${label.padEnd(44)} ${String(percentile(values, 50)).padStart(8)} ${String(percentile(values, 99)).padStart(8)} ${String(Math.max(...values)).padStart(8)}`;
    console.info(`\nNATS node lost (${kills} kills, three-node cluster, R3 streams)`);
    console.info(
      `${'ms from the kill to'.padEnd(44)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}`,
    );
    console.info(
      row(
        'first answered request (gateway → chat)',
        results.map((r) => r.requestMs),
      ),
    );
    console.info(
      row(
        'first delivered chat message (JetStream)',
        results.map((r) => r.eventMs.chat),
      ),
    );
    console.info(
      row(
        'first delivered room line (core NATS)',
        results.map((r) => r.eventMs.room),
      ),
    );
    console.info(
      row(
        'baseline: a bare NATS client reconnected',
        results.map((r) => r.bareMs),
      ),
    );
    console.info(
      `\nacknowledged ${faults.acknowledged}, lost ${faults.lost.length}, delivered twice ${faults.twice.length}`,
    );
    if (faults.lost.length) console.info(`lost: ${faults.lost.slice(0, 20).join(', ')}`);
    if (load.failures().length) console.info(`subscriptions: ${load.failures().join('; ')}`);
    process.exitCode = faults.lost.length || faults.twice.length ? 1 : 0;
  } finally {
    await load.close();
    await services.stop();
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().then(
  () => process.exit(),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
