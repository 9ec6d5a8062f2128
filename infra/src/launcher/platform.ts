import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { actorAssertionPublicKeyOf } from '@canstring/service-kit';
import { type LauncherConfig, webAppsOf, webOrigins } from './config';
import { waitForHealthy } from './health';
import { startMediaServers } from './media-servers';
import { ensureNats } from './nats';
import { loadNatsUsers, natsUserEnv } from './nats-auth';
import type { NatsUserName } from './nats-permissions';
import type { PrefixedOutput } from './output';
import { killAllNow, type SupervisedProcess, superviseProcess } from './processes';
import { buildRuntimeConfig } from './runtime-config';
import { loadSecrets, secretNames } from './secrets';
import { type StaticServer, startStaticServer } from './static-server';

/** The repository root: services and web builds are found relative to it. */
export const repoRoot = path.resolve(__dirname, '../../..');

export interface RunningPlatform {
  /** Where a person opens the product. */
  url: string;
  natsUrl: string;
  /** Stops the services, the web servers and the nats-server this launcher started, in that order. */
  stop(): Promise<void>;
  /** Kills every child at once; for an abrupt exit of the launcher. */
  killNow(): void;
}

/** Variables only one service may see: no process gets a secret it does not use. */
const privateVariables = [
  ...secretNames,
  'ADMIN_PASSWORD',
  'NATS_USER',
  'NATS_PASSWORD',
  'NATS_INBOX_PREFIX',
];

const baseChildEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([key]) => !privateVariables.includes(key)));

/**
 * Starts the whole platform on one machine: NATS (reused or started), Janus and coturn, the
 * services, the gateway and the legacy adapter as supervised child processes, and a static server per web app.
 * Resolves once the gateway and the legacy adapter answer their health checks.
 */
export const startPlatform = async (
  config: LauncherConfig,
  output: PrefixedOutput,
  options: { env?: NodeJS.ProcessEnv; signal?: AbortSignal } = {},
): Promise<RunningPlatform> => {
  const env = options.env ?? process.env;
  const cancelled = () => options.signal?.aborted === true;
  const checkCancelled = () => {
    if (cancelled()) throw new Error('Start cancelled');
  };
  const say = (text: string) => output.line('launcher', text);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secrets = loadSecrets(config.DATA_DIR, env);
  const runtimeConfig = buildRuntimeConfig(config, env);

  const apps = webAppsOf(config);
  const shellIndex = path.join(repoRoot, 'shell', 'dist', 'index.html');
  if (!existsSync(shellIndex)) {
    throw new Error('The web apps are not built: run `pnpm build` first (`npm start` does both).');
  }
  for (const app of apps) {
    if (!existsSync(path.join(repoRoot, app.folder, 'dist')))
      say(`${app.folder}/dist is missing; that area will not load`);
  }

  const servers: StaticServer[] = [];
  /** Services behind the front doors (started first, stopped last). */
  const backends: SupervisedProcess[] = [];
  /** The gateway and the legacy adapter: what browsers and old clients call. */
  const frontDoors: SupervisedProcess[] = [];
  const natsUsers = loadNatsUsers(config.DATA_DIR);
  const nats = await ensureNats({
    url: config.NATS_URL,
    dataDir: config.DATA_DIR,
    output,
    users: natsUsers,
    clusterSize: config.NATS_CLUSTER_SIZE,
  });
  say(nats.servers.length ? `started nats-server at ${nats.url}` : `using the NATS server at ${nats.url}`);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Front doors first, so no request reaches a service that is already gone.
    await Promise.all([...frontDoors.map((c) => c.stop()), ...servers.map((s) => s.close())]);
    await Promise.all(backends.map((c) => c.stop()));
    await Promise.all(nats.servers.map((server) => server.stop()));
  };
  const killNow = () => killAllNow([...frontDoors, ...backends, ...nats.servers]);

  /** Janus's address for browsers, once it runs: the pages' policy lets them connect to it. */
  let janusWsUrl: string | undefined;
  try {
    checkCancelled();
    for (const app of apps) {
      servers.push(
        await startStaticServer({
          root: path.join(repoRoot, app.folder, 'dist'),
          port: app.port,
          host: config.BIND_HOST,
          runtimeConfig: () => runtimeConfig,
          janusWsUrl: () => janusWsUrl,
        }),
      );
    }

    // Every process verifies actor assertions; only the edges (below) get the private key to sign them.
    const actorAssertionKey = secrets.ACTOR_ASSERTION_PRIVATE_KEY;
    const edgeEnv = { ACTOR_ASSERTION_PRIVATE_KEY: actorAssertionKey };
    const shared: NodeJS.ProcessEnv = {
      ...baseChildEnv(env),
      ACTOR_ASSERTION_PUBLIC_KEY: actorAssertionPublicKeyOf(actorAssertionKey),
      NATS_URL: nats.url,
      // A started cluster keeps every stream on its three nodes; a reused server keeps what the environment says.
      ...(nats.servers.length === 3 ? { NATS_STREAM_REPLICAS: '3' } : {}),
      DATA_DIR: config.DATA_DIR,
      LOG_LEVEL: config.LOG_LEVEL,
    };
    // One knob for every listener; GATEWAY_HOST / LEGACY_HOST still win when set.
    const gatewayHost = env.GATEWAY_HOST || config.BIND_HOST;
    const legacyHost = env.LEGACY_HOST || config.BIND_HOST;
    const mediaHost = env.MEDIA_HOST || config.BIND_HOST;
    const transcriptionHost = env.TRANSCRIPTION_HOST || config.BIND_HOST;
    const reach = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
    const allowedOrigins = env.ALLOWED_ORIGINS || webOrigins(config).join(',');
    /** Each service connects to NATS as its own user (its folder's name), allowed only what it serves and calls. */
    const service = (name: string, folder: NatsUserName, own: NodeJS.ProcessEnv) =>
      superviseProcess(
        {
          name,
          command: process.execPath,
          args: ['--import', 'tsx', path.join('services', folder, 'src', 'main.ts')],
          cwd: repoRoot,
          env: { ...shared, ...natsUserEnv(natsUsers[folder]), ...own },
        },
        { output },
      );
    backends.push(
      service('user', 'user', { JWT_SECRET: secrets.JWT_SECRET, ADMIN_PASSWORD: env.ADMIN_PASSWORD }),
    );
    backends.push(service('chat', 'chat', {}));
    backends.push(service('meeting', 'meeting', {}), service('recording', 'recording', {}));
    // ROOM_PARTICIPANT_GRACE_MS, ROOM_HOST_ABSENT_MS and ROOM_SWEEP_MS reach it from the environment.
    backends.push(service('room', 'room', {}));
    backends.push(service('assistant', 'assistant', {}));
    backends.push(service('proctoring', 'proctoring', {}));
    // Class videos become lessons: it reads the uploads in the shared DATA_DIR (ffprobe, ffmpeg).
    backends.push(service('lesson', 'lesson', {}));
    const mediaServers = await startMediaServers(config, secrets, output, {
      mediaUrl: `http://${reach(mediaHost)}:${config.MEDIA_PORT}`,
      serversFile: env.JANUS_SERVERS_FILE,
    });
    backends.push(...mediaServers.janus, mediaServers.coturn);
    janusWsUrl = mediaServers.browserUrls.join(' ');
    say(`started Janus (${janusWsUrl}) and coturn (port ${mediaServers.mediaEnv.TURN_PORT})`);
    frontDoors.push(
      service('gateway', 'gateway', {
        GATEWAY_PORT: String(config.GATEWAY_PORT),
        GATEWAY_HOST: gatewayHost,
        GATEWAY_WORKERS: String(config.GATEWAY_WORKERS),
        ALLOWED_ORIGINS: allowedOrigins,
        ...edgeEnv,
      }),
      service('legacy', 'legacy-rest', {
        LEGACY_PORT: String(config.LEGACY_PORT),
        LEGACY_HOST: legacyHost,
        LEGACY_PASSPHRASE: secrets.LEGACY_PASSPHRASE,
        ALLOWED_ORIGINS: allowedOrigins,
        ...edgeEnv,
      }),
      service('media', 'media', {
        MEDIA_PORT: String(config.MEDIA_PORT),
        MEDIA_HOST: mediaHost,
        ALLOWED_ORIGINS: allowedOrigins,
        ...mediaServers.mediaEnv,
        // Its file server is an edge too: it verifies tokens and calls for the person.
        ...edgeEnv,
      }),
      // The transcription socket is an edge as well: it speaks in the room for the verified speaker.
      service('transcription', 'transcription', {
        TRANSCRIPTION_PORT: String(config.TRANSCRIPTION_PORT),
        TRANSCRIPTION_HOST: transcriptionHost,
        ...edgeEnv,
      }),
    );

    await waitForHealthy(
      [
        `http://${reach(gatewayHost)}:${config.GATEWAY_PORT}/healthz`,
        `http://${reach(legacyHost)}:${config.LEGACY_PORT}/healthz`,
        `http://${reach(mediaHost)}:${config.MEDIA_PORT}/healthz`,
        `http://${reach(transcriptionHost)}:${config.TRANSCRIPTION_PORT}/healthz`,
      ],
      config.START_TIMEOUT_SECONDS * 1000,
      cancelled,
    );
    checkCancelled();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://${config.PUBLIC_HOST}:${config.SHELL_PORT}`, natsUrl: nats.url, stop, killNow };
};
