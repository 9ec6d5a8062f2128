import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { JANUS_EVENTS_PATH, janusEventsPasswordOf } from '@canstring/media-service/media-servers-config';
import { freePort } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { loadLauncherConfig } from './config';
import { startMediaServers } from './media-servers';
import type { PrefixedOutput } from './output';

jest.setTimeout(60_000);

const lines: string[] = [];
const output: PrefixedOutput = { line: (source, text) => lines.push(`${source} | ${text}`) };

const answersOn = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('Janus and coturn for the platform', () => {
  it('writes their configuration under the data folder, starts both and stops them', async () => {
    const data = tempDir('launcher-media');
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const taken = (squatter.address() as net.AddressInfo).port;
    try {
      const config = loadLauncherConfig({
        DATA_DIR: data.dir,
        PUBLIC_HOST: 'meet.example.org',
        JANUS_WS_PORT: String(await freePort()),
        JANUS_HTTP_PORT: String(await freePort()),
        JANUS_ADMIN_PORT: String(taken),
        TURN_PORT: String(await freePort()),
      });
      const secrets = {
        JANUS_ADMIN_SECRET: 'janus-admin-secret-0123456789',
        TURN_SECRET: 'turn-secret-0123456789',
      };
      const servers = await startMediaServers(config, secrets, output, { mediaUrl: 'http://127.0.0.1:5200' });
      try {
        const env = servers.mediaEnv;
        expect(env.JANUS_WS_URL).toBe(`ws://meet.example.org:${config.JANUS_WS_PORT}`);
        expect(env.JANUS_ADMIN_URL).not.toContain(`:${taken}/`);
        expect(lines.some((l) => l.includes(`Janus admin port ${taken} is taken`))).toBe(true);
        const core = readFileSync(path.join(data.dir, 'janus', 'janus.jcfg'), 'utf8');
        expect(core).toContain('token_auth = true');
        expect(core).toContain('admin_secret = "janus-admin-secret-0123456789"');
        // Janus tells the media service of new publishers, with a password only the two know.
        expect(core).toContain('broadcast = true');
        const events = readFileSync(
          path.join(data.dir, 'janus', 'janus.eventhandler.sampleevh.jcfg'),
          'utf8',
        );
        expect(events).toContain(`backend = "http://127.0.0.1:5200${JANUS_EVENTS_PATH}"`);
        expect(events).toContain(`backend_pwd = "${janusEventsPasswordOf(secrets.JANUS_ADMIN_SECRET)}"`);
        const turn = readFileSync(path.join(data.dir, 'coturn', 'turnserver.conf'), 'utf8');
        expect(turn).toContain('static-auth-secret=turn-secret-0123456789');
        expect(turn).toContain(`listening-port=${config.TURN_PORT}`);
        // Outside the media namespace no loopback or private peer is reachable through the relay.
        expect(turn).toContain('denied-peer-ip=127.0.0.0-127.255.255.255');
        expect(turn).not.toContain('allow-loopback-peers');
        expect(turn).not.toContain('allowed-peer-ip');
        expect(turn).toContain('no-tcp-relay');

        const pong = await fetch(env.JANUS_ADMIN_URL!, {
          method: 'POST',
          body: JSON.stringify({ janus: 'ping', transaction: 't', admin_secret: secrets.JANUS_ADMIN_SECRET }),
        });
        expect(((await pong.json()) as { janus: string }).janus).toBe('pong');
        const deadline = Date.now() + 10_000;
        while (!(await answersOn(config.TURN_PORT)) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 100));
        expect(await answersOn(config.TURN_PORT)).toBe(true);
        expect(existsSync(path.join(data.dir, 'coturn', 'turnserver.pid'))).toBe(true);
      } finally {
        await Promise.all([...servers.janus.map((j) => j.stop()), servers.coturn.stop()]);
      }
      expect(await answersOn(config.TURN_PORT)).toBe(false);
      expect(await answersOn(Number(new URL(servers.mediaEnv.JANUS_ADMIN_URL!).port))).toBe(false);
    } finally {
      await new Promise((r) => squatter.close(r));
      data.remove();
    }
  });
});
