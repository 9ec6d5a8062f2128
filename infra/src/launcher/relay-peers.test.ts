import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { MEDIA_CREDENTIALS_TTL_SECONDS } from '@canstring/contracts';
import { openTurnClientForTest, type TurnClientForTest } from '@canstring/media-service/turn-client-for-test';
import { turnCredentialsFor } from '@canstring/media-service/turn-credentials';
import { freePort } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { loadLauncherConfig } from './config';
import { type MediaServers, startMediaServers } from './media-servers';
import { relayPeersOf } from './relay-peers';

/**
 * The relay the launcher starts, as a guest with only a meeting link meets it: with the TURN
 * credentials the media service hands out, nothing on this machine or its private network is
 * reachable, while the SFU's media address and another relayed browser are. The SFU's media address
 * needs the network namespace of the media recipe (127.0.0.2 on a veth link), so elsewhere this is
 * skipped:
 *   bash infra/bin/media-netns.sh env NODE_OPTIONS=--experimental-vm-modules \
 *     pnpm exec jest --ci infra/src/launcher/relay-peers.test.ts
 */
const mediaAddress = process.env.E2E_JANUS_INTERFACE;
const describeInNamespace = mediaAddress ? describe : describe.skip;

jest.setTimeout(90_000);

/** The bus's default port: a real nats-server there, as on a developer's machine. */
const BUS_PORT = 4222;

const figure = (text: string) => console.info(`relay peers: ${text}`);

const answersOn = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const waitForPort = async (port: number, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await answersOn(port))) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** A UDP socket standing where a peer would be, with what it received. */
const udpPeer = async (address: string) => {
  const socket: Socket = createSocket('udp4');
  const received: { data: string; from: string }[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data, from) => {
    received.push({ data: data.toString(), from: `${from.address}:${from.port}` });
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve) => socket.bind(0, address, resolve));
  return {
    port: socket.address().port,
    received,
    next: async () => {
      if (received.length === 0) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`nothing relayed to ${address}`)), 10_000);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.shift()!;
    },
    reply: (data: string, to: { address: string; port: number }) =>
      new Promise<void>((resolve) => socket.send(data, to.port, to.address, () => resolve())),
    close: () => socket.close(),
  };
};

describeInNamespace('the peers the launcher lets the relay reach', () => {
  it("are the SFU's media addresses, given as addresses or as the interface carrying them", () => {
    expect(relayPeersOf(undefined)).toEqual({ sfuMediaAddresses: [] });
    expect(relayPeersOf(mediaAddress)).toEqual({ sfuMediaAddresses: [mediaAddress], relayIp: mediaAddress });
    // The namespace's veth end carrying the SFU's address (infra/bin/media-netns.sh).
    expect(relayPeersOf('m0')).toEqual({ sfuMediaAddresses: [mediaAddress], relayIp: mediaAddress });
  });
});

describeInNamespace("the launcher's relay, with a guest's TURN credentials", () => {
  let data: ReturnType<typeof tempDir>;
  let bus: ChildProcess;
  let servers: MediaServers;
  let turn: { host: string; port: number; secret: string };
  const clients: TurnClientForTest[] = [];

  beforeAll(async () => {
    data = tempDir('relay-peers');
    bus = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(BUS_PORT)], { stdio: 'ignore' });
    const config = loadLauncherConfig({
      DATA_DIR: data.dir,
      PUBLIC_HOST: '127.0.0.1',
      JANUS_INTERFACE: mediaAddress,
      JANUS_WS_PORT: String(await freePort()),
      JANUS_HTTP_PORT: String(await freePort()),
      JANUS_ADMIN_PORT: String(await freePort()),
      TURN_PORT: String(await freePort()),
    });
    servers = await startMediaServers(
      config,
      { JANUS_ADMIN_SECRET: `janus-${randomUUID()}`, TURN_SECRET: `turn-${randomUUID()}` },
      { line: () => {} },
    );
    turn = {
      host: servers.mediaEnv.PUBLIC_HOST!,
      port: Number(servers.mediaEnv.TURN_PORT),
      secret: servers.mediaEnv.TURN_SECRET!,
    };
    await Promise.all([waitForPort(turn.port, 'coturn'), waitForPort(BUS_PORT, 'the bus')]);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([...(servers?.janus ?? []).map((j) => j.stop()), servers?.coturn.stop()]);
    if (bus && bus.exitCode === null) {
      const exited = new Promise((r) => bus.once('exit', r));
      bus.kill('SIGTERM');
      await exited;
    }
    data?.remove();
  });

  /** What the media service answers a guest's `media.turn.credentials`. */
  const guestCredentials = () =>
    turnCredentialsFor(turn, `g${randomUUID()}`, MEDIA_CREDENTIALS_TTL_SECONDS).iceServers[0]!;

  const openClient = async (over: 'udp' | 'tcp') => {
    const { username, credential } = guestCredentials();
    const client = await openTurnClientForTest(
      { host: turn.host, port: turn.port, over },
      { username, credential },
    );
    clients.push(client);
    return client;
  };

  it('coturn took every refused range of its configuration', () => {
    const log = readFileSync(path.join(data.dir, 'coturn', 'turnserver.log'), 'utf8');
    expect(log).toContain('no-tcp-relay');
    expect(log).not.toMatch(/Wrong address/);
  });

  it('refuses a TCP relay (RFC 6062), so no connection to the bus or any service can be opened', async () => {
    const client = await openClient('tcp');
    const tcp = await client.allocate('tcp');
    figure(`TCP Allocate over TCP: ${tcp.status} ${tcp.reason}`);
    const connects = [];
    for (const port of [BUS_PORT, 5432, 4000]) {
      const connect = await client.connect({ address: '127.0.0.1', port });
      figure(`Connect to 127.0.0.1:${port}: ${connect.status} ${connect.reason}`);
      connects.push(connect.status);
    }
    expect(tcp.status).toBe(442);
    expect(connects.filter((status) => status === 200)).toEqual([]);
  });

  it('refuses every loopback, private and link-local peer of a UDP relay with 403', async () => {
    const client = await openClient('udp');
    const allocation = await client.allocate();
    expect(allocation.status).toBe(200);
    const refusedPeers = [
      '127.0.0.1',
      '127.0.0.3',
      '0.0.0.1',
      '10.0.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.168.1.1',
    ];
    const permissions = await Promise.all(refusedPeers.map((peer) => client.createPermission(peer)));
    figure(
      `CreatePermission: ${refusedPeers.map((peer, i) => `${peer} ${permissions[i]!.status}`).join(', ')}`,
    );
    const bound = [];
    for (const [i, port] of [BUS_PORT, 5432, 4000].entries()) {
      const answer = await client.channelBind({ address: '127.0.0.1', port }, 0x4000 + i);
      figure(`ChannelBind to 127.0.0.1:${port}: ${answer.status} ${answer.reason}`);
      bound.push(answer.status);
    }
    expect(permissions.map((p) => p.status)).toEqual(refusedPeers.map(() => 403));
    expect(bound).toEqual([403, 403, 403]);
    // Relayed media leaves from the SFU's address, never from the services' 127.0.0.1.
    expect(allocation.relayed?.address).toBe(mediaAddress);
  });

  it("sends nothing to the services' address, and relays to the SFU's media address both ways", async () => {
    const client = await openClient('udp');
    const allocation = await client.allocate();
    expect(allocation.status).toBe(200);
    const service = await udpPeer('127.0.0.1');
    const sfu = await udpPeer(mediaAddress!);
    try {
      const permitted = await client.createPermission(mediaAddress!);
      figure(`CreatePermission ${mediaAddress} (the SFU's media address): ${permitted.status}`);
      expect(permitted.status).toBe(200);
      // Sent in this order by one relay: once the SFU's datagram arrived, the refused one would have too.
      client.send({ address: '127.0.0.1', port: service.port }, Buffer.from('to the services'));
      client.send({ address: mediaAddress!, port: sfu.port }, Buffer.from('to the SFU'));
      const arrived = await sfu.next();
      expect(arrived).toEqual({ data: 'to the SFU', from: `${mediaAddress}:${allocation.relayed!.port}` });
      expect(service.received).toEqual([]);

      await sfu.reply('from the SFU', allocation.relayed!);
      const back = await client.received();
      expect(back.data.toString()).toBe('from the SFU');
      expect(back.peer).toEqual({ address: mediaAddress, port: sfu.port });
    } finally {
      service.close();
      sfu.close();
    }
  });

  it('relays between two relayed browsers (a relay-only call)', async () => {
    const [a, b] = [await openClient('udp'), await openClient('udp')];
    const [relayA, relayB] = [(await a.allocate()).relayed!, (await b.allocate()).relayed!];
    expect((await a.createPermission(relayB.address)).status).toBe(200);
    expect((await b.createPermission(relayA.address)).status).toBe(200);
    a.send(relayB, Buffer.from('hello from A'));
    const atB = await b.received();
    expect(atB.data.toString()).toBe('hello from A');
    expect(atB.peer).toEqual(relayA);
    figure(`relay to relay: ${relayA.address}:${relayA.port} -> ${relayB.address}:${relayB.port} delivered`);
  });
});
