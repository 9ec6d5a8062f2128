import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { connectNats, freePort, probeNats } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureNats, startNatsCluster } from './nats';
import { loadNatsUsers } from './nats-auth';
import { NATS_CLUSTER_CONFIG, newRoutePassword } from './nats-cluster';

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

/** The nodes' and the launcher's lines, kept to be shown when the cluster does not start. */
const keptOutput = () => {
  const lines: string[] = [];
  return {
    line: (name: string, text: string) => {
      lines.push(`${name}: ${text}`);
    },
    lines,
    shownOnFailure: <T>(started: Promise<T>) =>
      started.catch((error: unknown) => {
        throw new Error(`${String(error)}\n${lines.slice(-40).join('\n')}`);
      }),
  };
};

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

  it('gives the routes passwords nats-server reads as text, never as a number or a date', async () => {
    // A password of digits and dashes stops the node ('All ISO8601 dates must be in full Zulu form.').
    for (let i = 0; i < 200; i += 1) expect(newRoutePassword()).toMatch(/^[a-z][a-z0-9-]{20,}$/);
    const data = tempDir('launcher-nats-route-password');
    const config = path.join(data.dir, 'check.conf');
    writeFileSync(config, 'cluster { port: 0, authorization { user: route, password: $PW } }\n');
    const parses = (password: string) =>
      spawnSync('nats-server', ['-c', config, '-t'], { env: { PATH: process.env.PATH ?? '', PW: password } })
        .status === 0;
    try {
      expect(parses('2026-11-28T10')).toBe(false);
      for (let i = 0; i < 5; i += 1) expect(parses(newRoutePassword())).toBe(true);
    } finally {
      data.remove();
    }
  });

  it('is what the launcher starts with NATS_CLUSTER_SIZE=3: three nodes, users required, streams kept on all three', async () => {
    const data = tempDir('launcher-nats-cluster');
    const users = loadNatsUsers(data.dir);
    const output = keptOutput();
    const nats = await output.shownOnFailure(
      ensureNats({
        url: `nats://127.0.0.1:${await freePort()}`,
        dataDir: data.dir,
        output,
        users,
        clusterSize: 3,
        timeoutMs: 60_000,
      }),
    );
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

  it('starts on other ports when a node cannot bind its own (another process took it meanwhile)', async () => {
    const data = tempDir('launcher-nats-cluster-taken');
    const users = loadNatsUsers(data.dir);
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const takenPort = (taken.address() as net.AddressInfo).port;
    const output = keptOutput();
    try {
      const nats = await output.shownOnFailure(
        startNatsCluster({ port: takenPort, dataDir: data.dir, output, users, timeoutMs: 60_000 }),
      );
      try {
        const urls = nats.url.split(',');
        expect(urls).toHaveLength(3);
        expect(urls).not.toContain(`nats://127.0.0.1:${takenPort}`);
        for (const url of urls) expect(await probeNats(url, users.chat)).toBe('answers');
        expect(output.lines).toContain(
          'launcher: a nats-server node stopped as the cluster started; starting it on other ports',
        );
      } finally {
        await Promise.all(nats.servers.map((server) => server.stop()));
      }
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      data.remove();
    }
  }, 90_000);
});
