import net from 'node:net';
import { freePort, natsAnswers } from '@canstring/service-kit';
import { startNatsServer, tempDir } from '@canstring/service-kit/testing';
import { ensureNats } from './nats';
import type { PrefixedOutput } from './output';

const lines: string[] = [];
const output: PrefixedOutput = { line: (source, text) => lines.push(`${source} | ${text}`) };

describe('NATS for the platform', () => {
  let data: { dir: string; remove(): void };
  beforeEach(() => {
    data = tempDir('launcher-nats');
  });
  afterEach(() => data.remove());

  it('reuses a NATS server that answers at the url', async () => {
    const existing = await startNatsServer();
    try {
      const nats = await ensureNats({ url: existing.url, dataDir: data.dir, output });
      expect(nats).toEqual({ url: existing.url });
    } finally {
      await existing.stop();
    }
  });

  it('starts its own nats-server on the url port when nothing answers there, and stops it', async () => {
    const port = await freePort();
    const nats = await ensureNats({ url: `nats://127.0.0.1:${port}`, dataDir: data.dir, output });
    expect(nats.url).toBe(`nats://127.0.0.1:${port}`);
    expect(nats.server).toBeDefined();
    expect(await natsAnswers(nats.url)).toBe(true);
    await nats.server!.stop();
    expect(await natsAnswers(nats.url)).toBe(false);
  });

  it('starts on a free port when the port is held by something that is not NATS', async () => {
    const squatter = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const taken = (squatter.address() as net.AddressInfo).port;
    try {
      const nats = await ensureNats({ url: `nats://127.0.0.1:${taken}`, dataDir: data.dir, output });
      try {
        expect(nats.url).not.toBe(`nats://127.0.0.1:${taken}`);
        expect(await natsAnswers(nats.url)).toBe(true);
        expect(lines.some((l) => l.includes(`port ${taken} is taken`))).toBe(true);
      } finally {
        await nats.server?.stop();
      }
    } finally {
      await new Promise((r) => squatter.close(r));
    }
  });

  it('refuses to replace a remote NATS server that does not answer', async () => {
    await expect(
      ensureNats({ url: 'nats://nats.invalid:4222', dataDir: data.dir, output, timeoutMs: 1_000 }),
    ).rejects.toThrow(/No NATS server answers/);
  });
});
