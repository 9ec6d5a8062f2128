import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  JANUS_EVENTS_PATH,
  janusEventsPasswordOf,
  writeCoturnConfig,
  writeJanusConfig,
} from '@canstring/media-service/media-servers-config';
import { freePort } from '@canstring/service-kit';
import type { LauncherConfig } from './config';
import type { PrefixedOutput } from './output';
import { type SupervisedProcess, superviseProcess } from './processes';
import { relayPeersOf } from './relay-peers';
import type { Secrets } from './secrets';

export interface MediaServers {
  janus: SupervisedProcess;
  coturn: SupervisedProcess;
  /** What the media service needs to drive them. */
  mediaEnv: NodeJS.ProcessEnv;
}

/** Whether a program is on the PATH (janus and turnserver have no option that exits with 0). */
const onPath = (command: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));

const portTaken = (port: number, host: string): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });

/** The wanted port, or a free one (said aloud) when something else holds it, as with NATS. */
const portFor = async (name: string, wanted: number, host: string, output: PrefixedOutput) => {
  if (!(await portTaken(wanted, host))) return wanted;
  const port = await freePort();
  output.line('launcher', `${name} port ${wanted} is taken; using ${port}`);
  return port;
};

const janusAnswers = async (adminUrl: string, secret: string) =>
  fetch(adminUrl, {
    method: 'POST',
    body: JSON.stringify({ janus: 'ping', transaction: 'launcher', admin_secret: secret }),
    signal: AbortSignal.timeout(1_000),
  })
    .then((r) => r.ok)
    .catch(() => false);

/**
 * Writes the configurations of Janus (the SFU) and coturn (the relay) under the data folder and
 * starts both as supervised children. Janus gathers candidates on the host's interfaces unless
 * JANUS_INTERFACE names one. Resolves once Janus's admin API answers.
 */
export const startMediaServers = async (
  config: LauncherConfig,
  secrets: Pick<Secrets, 'JANUS_ADMIN_SECRET' | 'TURN_SECRET'>,
  output: PrefixedOutput,
  /** mediaUrl: where the media service will listen, for Janus's events (none without it). */
  options: { timeoutMs?: number; mediaUrl?: string } = {},
): Promise<MediaServers> => {
  if (!onPath('janus') || !onPath('turnserver')) {
    throw new Error('Janus or coturn is not installed: run `bash infra/bin/install.sh`.');
  }
  const wsPort = await portFor('Janus WebSocket', config.JANUS_WS_PORT, config.BIND_HOST, output);
  const httpPort = await portFor('Janus HTTP', config.JANUS_HTTP_PORT, '127.0.0.1', output);
  const adminPort = await portFor('Janus admin', config.JANUS_ADMIN_PORT, '127.0.0.1', output);
  const turnPort = await portFor('TURN', config.TURN_PORT, config.BIND_HOST, output);

  const janusDir = path.join(config.DATA_DIR, 'janus');
  const janusFile = writeJanusConfig({
    dir: janusDir,
    adminSecret: secrets.JANUS_ADMIN_SECRET,
    httpPort,
    adminPort,
    wsPort,
    wsHost: config.BIND_HOST,
    rtpPortRange: config.JANUS_RTP_PORTS,
    ...(config.JANUS_INTERFACE ? { iceInterface: config.JANUS_INTERFACE } : {}),
    ...(options.mediaUrl
      ? {
          events: {
            url: `${options.mediaUrl}${JANUS_EVENTS_PATH}`,
            password: janusEventsPasswordOf(secrets.JANUS_ADMIN_SECRET),
          },
        }
      : {}),
  });
  const coturnFile = writeCoturnConfig({
    dir: path.join(config.DATA_DIR, 'coturn'),
    secret: secrets.TURN_SECRET,
    listenIp: config.BIND_HOST,
    port: turnPort,
    minPort: config.TURN_MIN_PORT,
    maxPort: config.TURN_MAX_PORT,
    realm: config.PUBLIC_HOST,
    ...relayPeersOf(config.JANUS_INTERFACE),
  });
  const env = { PATH: process.env.PATH ?? '' };
  const janus = superviseProcess(
    { name: 'janus', command: 'janus', args: ['-F', janusDir, '-C', janusFile], env },
    { output },
  );
  const coturn = superviseProcess(
    { name: 'turn', command: 'turnserver', args: ['-c', coturnFile], env },
    { output },
  );

  const adminUrl = `http://127.0.0.1:${adminPort}/admin`;
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (!(await janusAnswers(adminUrl, secrets.JANUS_ADMIN_SECRET))) {
    if (Date.now() > deadline) {
      await Promise.all([janus.stop(), coturn.stop()]);
      throw new Error(`Janus did not answer at ${adminUrl} (see the "janus" lines above)`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    janus,
    coturn,
    mediaEnv: {
      JANUS_ADMIN_URL: adminUrl,
      JANUS_ADMIN_SECRET: secrets.JANUS_ADMIN_SECRET,
      JANUS_WS_URL: config.JANUS_WS_URL ?? `ws://${config.PUBLIC_HOST}:${wsPort}`,
      TURN_SECRET: secrets.TURN_SECRET,
      TURN_PORT: String(turnPort),
      PUBLIC_HOST: config.PUBLIC_HOST,
    },
  };
};
