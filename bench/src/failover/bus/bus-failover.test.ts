import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_EVENTS_STREAM } from '@canstring/contracts';
import { type BusCluster, type BusServices, startBusCluster } from '@canstring/infra';
import { connectNats, probeNats } from '@canstring/service-kit';
import { jetstreamManager } from '@nats-io/jetstream';
import { type BusLoad, openBusLoad } from './bus-load';
import { startBusServicesInProcess } from './in-process-services';
import { deliveryFaults, killUnderLoad } from './kill-node';

/**
 * The bus as a three-node cluster (infra/deploy/nats/cluster.conf, the platform's users), with the
 * real user, chat, meeting and room services and a gateway (in this process, each its own NATS user),
 * under a chat and room-event load: the node the gateway is connected to is killed.
 */
let dataDir: string;
let cluster: BusCluster | undefined;
let services: BusServices | undefined;
let load: BusLoad | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'canstring-bus-failover-'));
  // Generous: in `npm test` other suites may be starting whole platforms on the same two cores.
  cluster = await startBusCluster({ dataDir, timeoutMs: 180_000 });
  services = await startBusServicesInProcess({ cluster, dataDir });
  load = await openBusLoad(services);
}, 360_000);

afterAll(async () => {
  await load?.close();
  await services?.stop();
  await cluster?.stop();
  if (process.env.KEEP_BUS_DATA) console.info(`kept ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a three-node NATS cluster losing a node', () => {
  it("requires the platform's users on every node, and keeps the chat events stream on all three", async () => {
    const { nodes, users } = cluster!;
    for (const node of nodes) {
      expect(await probeNats(node.url)).toBe('refused');
      expect(await probeNats(node.url, users.chat)).toBe('answers');
    }
    const nc = await connectNats(cluster!.url, 'bus-failover-test', users.gateway);
    try {
      const info = await (await jetstreamManager(nc)).streams.info(CHAT_EVENTS_STREAM);
      expect(info.config.num_replicas).toBe(3);
      expect(info.cluster?.replicas).toHaveLength(2);
    } finally {
      await nc.close();
    }
  });

  it('answers requests again within 2 s and delivers every acknowledged message once', async () => {
    const gatewayNode = await cluster!.nodeOf('gateway');
    expect(gatewayNode).toBeDefined();
    const kill = await killUnderLoad(load!, gatewayNode!, "the gateway's node");
    expect(kill.requestMs).toBeLessThan(2_000);

    const settled = await load!.settled(20_000);
    const faults = deliveryFaults(load!);
    expect(faults.lost).toEqual([]);
    expect(settled).toBe(true);
    // The load ran: killUnderLoad waited for 20 acknowledged sends before the kill and 10 of each kind after.
    expect(faults.acknowledged).toBeGreaterThanOrEqual(40);
    expect(faults.twice).toEqual([]);
  }, 90_000);
});
