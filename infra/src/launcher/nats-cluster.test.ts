import { readFileSync } from 'node:fs';
import path from 'node:path';
import { connectNats, freePort, probeNats } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureNats } from './nats';
import { loadNatsUsers } from './nats-auth';
import { NATS_CLUSTER_CONFIG } from './nats-cluster';

const deployFolder = path.dirname(NATS_CLUSTER_CONFIG);
const variablesOf = (text: string) =>
  new Set([...text.replace(/#.*$/gm, '').matchAll(/\$([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
const envFile = (name: string) =>
  new Map(
    readFileSync(path.join(deployFolder, name), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('=', 2) as [string, string]),
  );

describe('the NATS cluster of the deployment example', () => {
  it('names every setting cluster.conf reads in each node’s env file, the same routes and password on all three', () => {
    const needed = variablesOf(readFileSync(NATS_CLUSTER_CONFIG, 'utf8'));
    expect(needed.size).toBeGreaterThan(5);
    const nodes = ['nats-1.env', 'nats-2.env', 'nats-3.env'].map(envFile);
    for (const env of nodes) expect([...needed].filter((name) => !env.has(name))).toEqual([]);
    for (const shared of ['NATS_ROUTE_PASSWORD', 'NATS_ROUTE_1', 'NATS_ROUTE_2', 'NATS_ROUTE_3'])
      expect(new Set(nodes.map((env) => env.get(shared))).size).toBe(1);
    expect(new Set(nodes.map((env) => env.get('NATS_SERVER_NAME')))).toEqual(
      new Set(['nats-1', 'nats-2', 'nats-3']),
    );
  });

  it('is what the launcher starts with NATS_CLUSTER_SIZE=3: three nodes, users required, streams kept on all three', async () => {
    const data = tempDir('launcher-nats-cluster');
    const users = loadNatsUsers(data.dir);
    const nats = await ensureNats({
      url: `nats://127.0.0.1:${await freePort()}`,
      dataDir: data.dir,
      output: { line: () => undefined },
      users,
      clusterSize: 3,
      timeoutMs: 60_000,
    });
    try {
      const urls = nats.url.split(',');
      expect(urls).toHaveLength(3);
      expect(nats.servers).toHaveLength(3);
      for (const url of urls) {
        expect(await probeNats(url)).toBe('refused');
        expect(await probeNats(url, users.chat)).toBe('answers');
      }
      const nc = await connectNats(nats.url, 'chat', users.chat);
      try {
        const jsm = await jetstreamManager(nc);
        const stream = await jsm.streams.add({
          name: 'CHAT_EVENTS',
          subjects: ['chat.events.>'],
          num_replicas: 3,
        });
        expect(stream.cluster?.replicas).toHaveLength(2);
      } finally {
        await nc.close();
      }
    } finally {
      await Promise.all(nats.servers.map((server) => server.stop()));
      data.remove();
    }
  }, 90_000);
});
