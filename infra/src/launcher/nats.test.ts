import net from 'node:net';
import { freePort, natsAnswers, probeNats } from '@canstring/service-kit';
import { startNatsServer, tempDir } from '@canstring/service-kit/testing';
import { ensureNats } from './nats';
import { loadNatsUsers, type NatsUsers } from './nats-auth';
import type { PrefixedOutput } from './output';

const lines: string[] = [];
const output: PrefixedOutput = { line: (source, text) => lines.push(`${source} | ${text}`) };

describe('NATS for the platform', () => {
  let data: { dir: string; remove(): void };
  let users: NatsUsers;
  beforeEach(() => {
    data = tempDir('launcher-nats');
    users = loadNatsUsers(data.dir);
    lines.length = 0;
  });
  afterEach(() => data.remove());

  it('starts its own nats-server on the url port when nothing answers there, and stops it', async () => {
    const port = await freePort();
    const nats = await ensureNats({ url: `nats://127.0.0.1:${port}`, dataDir: data.dir, output, users });
    expect(nats.url).toBe(`nats://127.0.0.1:${port}`);
    expect(nats.servers).toHaveLength(1);
    expect(await natsAnswers(nats.url, 1_000, users.gateway)).toBe(true);
    expect(await probeNats(nats.url)).toBe('refused');
    await nats.servers[0]!.stop();
    expect(await probeNats(nats.url, users.gateway)).toBe('absent');
  });

  it("reuses a NATS server that requires credentials and takes the platform's", async () => {
    const own = await ensureNats({
      url: `nats://127.0.0.1:${await freePort()}`,
      dataDir: data.dir,
      output,
      users,
    });
    try {
      const again = await ensureNats({ url: own.url, dataDir: data.dir, output, users });
      expect(again).toEqual({ url: own.url, servers: [] });
    } finally {
      for (const server of own.servers) await server.stop();
    }
  });

  it('does not use a server that lets clients in without credentials: says so and starts an authenticated one', async () => {
    const open = await startNatsServer();
    try {
      const nats = await ensureNats({ url: open.url, dataDir: data.dir, output, users });
      try {
        expect(nats.url).not.toBe(open.url);
        expect(nats.servers).toHaveLength(1);
        expect(await probeNats(nats.url)).toBe('refused');
        expect(await natsAnswers(nats.url, 1_000, users.chat)).toBe(true);
        const said = lines.filter((l) => l.includes('without credentials'));
        expect(said).toEqual([
          `launcher | the NATS server at ${open.url} lets clients in without credentials, so it is not used; starting an authenticated nats-server on port ${new URL(nats.url).port}`,
        ]);
      } finally {
        for (const server of nats.servers) await server.stop();
      }
    } finally {
      await open.stop();
    }
  });

  it("starts its own when a local server refuses the platform's credentials", async () => {
    const other = tempDir('launcher-nats-other');
    const theirs = await ensureNats({
      url: `nats://127.0.0.1:${await freePort()}`,
      dataDir: other.dir,
      output,
      users: loadNatsUsers(other.dir),
    });
    try {
      const nats = await ensureNats({ url: theirs.url, dataDir: data.dir, output, users });
      try {
        expect(nats.url).not.toBe(theirs.url);
        expect(await natsAnswers(nats.url, 1_000, users.user)).toBe(true);
        expect(lines.some((l) => l.includes("refuses this platform's credentials"))).toBe(true);
      } finally {
        for (const server of nats.servers) await server.stop();
      }
    } finally {
      for (const server of theirs.servers) await server.stop();
      other.remove();
    }
  });

  it('starts on a free port when the port is held by something that is not NATS', async () => {
    const squatter = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const taken = (squatter.address() as net.AddressInfo).port;
    try {
      const nats = await ensureNats({ url: `nats://127.0.0.1:${taken}`, dataDir: data.dir, output, users });
      try {
        expect(nats.url).not.toBe(`nats://127.0.0.1:${taken}`);
        expect(await natsAnswers(nats.url, 1_000, users.gateway)).toBe(true);
        expect(lines.some((l) => l.includes(`port ${taken} is taken`))).toBe(true);
      } finally {
        for (const server of nats.servers) await server.stop();
      }
    } finally {
      await new Promise((r) => squatter.close(r));
    }
  });

  it('refuses to replace a remote NATS server that does not answer', async () => {
    await expect(
      ensureNats({ url: 'nats://nats.invalid:4222', dataDir: data.dir, output, users, timeoutMs: 1_000 }),
    ).rejects.toThrow(/No NATS server answers/);
  });
});
