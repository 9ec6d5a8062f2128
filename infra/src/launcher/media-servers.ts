import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  JANUS_EVENTS_PATH,
  type JanusServerSetting,
  type JanusSettings,
  janusEventsPasswordOf,
  readJanusServerList,
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
  /** Every Janus started here: one, or those of the servers file that say how to launch them. */
  janus: SupervisedProcess[];
  coturn: SupervisedProcess;
  /** What the media service needs to drive them. */
  mediaEnv: NodeJS.ProcessEnv;
  /** The Janus WebSocket addresses browsers use. */
  browserUrls: string[];
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
  /**
   * mediaUrl: where the media service will listen, for Janus's events (none without it);
   * serversFile: a list of several Janus servers (infra/deploy/janus), started here when they say how.
   */
  options: { timeoutMs?: number; mediaUrl?: string; serversFile?: string | undefined } = {},
): Promise<MediaServers> => {
  if (!onPath('janus') || !onPath('turnserver')) {
    throw new Error('Janus or coturn is not installed: run `bash infra/bin/install.sh`.');
  }
  const events = options.mediaUrl
    ? {
        events: {
          url: `${options.mediaUrl}${JANUS_EVENTS_PATH}`,
          password: janusEventsPasswordOf(secrets.JANUS_ADMIN_SECRET),
        },
      }
    : {};
  const iceInterface = config.JANUS_INTERFACE ? { iceInterface: config.JANUS_INTERFACE } : {};
  const env = { PATH: process.env.PATH ?? '' };
  const startJanus = (name: string, dir: string, settings: Omit<JanusSettings, 'dir'>) => {
    const file = writeJanusConfig({ dir, ...settings });
    return superviseProcess({ name, command: 'janus', args: ['-F', dir, '-C', file], env }, { output });
  };

  /** Each Janus started, with where its admin API answers. */
  const started: { process: SupervisedProcess; adminUrl: string; secret: string }[] = [];
  let mediaEnv: NodeJS.ProcessEnv;
  let browserUrls: string[];
  if (options.serversFile) {
    // Several servers: those of the file that say how to launch them run here, on the file's ports.
    const list = readJanusServerList(options.serversFile);
    for (const server of list.filter((s): s is JanusServerSetting & { launch: object } => !!s.launch)) {
      const launch = server.launch as NonNullable<JanusServerSetting['launch']>;
      const secret = server.adminSecret ?? secrets.JANUS_ADMIN_SECRET;
      const ws = new URL(server.wsUrl);
      const admin = new URL(server.adminUrl);
      started.push({
        process: startJanus(server.name, path.join(config.DATA_DIR, 'janus', server.name), {
          adminSecret: secret,
          httpPort: launch.httpPort,
          adminPort: Number(admin.port),
          wsPort: Number(ws.port),
          wsHost: config.BIND_HOST,
          rtpPortRange: launch.rtpPorts,
          ...iceInterface,
          ...events,
        }),
        adminUrl: server.adminUrl,
        secret,
      });
    }
    browserUrls = list.map((s) => s.wsUrl);
    mediaEnv = { JANUS_SERVERS_FILE: path.resolve(options.serversFile) };
  } else {
    const wsPort = await portFor('Janus WebSocket', config.JANUS_WS_PORT, config.BIND_HOST, output);
    const httpPort = await portFor('Janus HTTP', config.JANUS_HTTP_PORT, '127.0.0.1', output);
    const adminPort = await portFor('Janus admin', config.JANUS_ADMIN_PORT, '127.0.0.1', output);
    const adminUrl = `http://127.0.0.1:${adminPort}/admin`;
    started.push({
      process: startJanus('janus', path.join(config.DATA_DIR, 'janus'), {
        adminSecret: secrets.JANUS_ADMIN_SECRET,
        httpPort,
        adminPort,
        wsPort,
        wsHost: config.BIND_HOST,
        rtpPortRange: config.JANUS_RTP_PORTS,
        ...iceInterface,
        ...events,
      }),
      adminUrl,
      secret: secrets.JANUS_ADMIN_SECRET,
    });
    const wsUrl = config.JANUS_WS_URL ?? `ws://${config.PUBLIC_HOST}:${wsPort}`;
    browserUrls = [wsUrl];
    mediaEnv = { JANUS_ADMIN_URL: adminUrl, JANUS_WS_URL: wsUrl };
  }
  const turnPort = await portFor('TURN', config.TURN_PORT, config.BIND_HOST, output);
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
  const coturn = superviseProcess(
    { name: 'turn', command: 'turnserver', args: ['-c', coturnFile], env },
    { output },
  );

  const janus = started.map((j) => j.process);
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (const { adminUrl, secret } of started) {
    while (!(await janusAnswers(adminUrl, secret))) {
      if (Date.now() > deadline) {
        await Promise.all([...janus.map((j) => j.stop()), coturn.stop()]);
        throw new Error(`Janus did not answer at ${adminUrl} (see the "janus" lines above)`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return {
    janus,
    coturn,
    browserUrls,
    mediaEnv: {
      ...mediaEnv,
      JANUS_ADMIN_SECRET: secrets.JANUS_ADMIN_SECRET,
      TURN_SECRET: secrets.TURN_SECRET,
      TURN_PORT: String(turnPort),
      PUBLIC_HOST: config.PUBLIC_HOST,
    },
  };
};
