import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  MEDIA_DEFAULT_PORT,
  type RemoteName,
  TRANSCRIPTION_DEFAULT_PORT,
  TURN_DEFAULT_PORT,
} from '@canstring/contracts';
import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).default(fallback);

const launcherSettings = {
  /**
   * nats-servers the launcher starts when none answers at NATS_URL: 1, or 3 for a cluster on loopback
   * (infra/deploy/nats/cluster.conf) whose JetStream streams are kept on all three (NATS_STREAM_REPLICAS=3).
   */
  NATS_CLUSTER_SIZE: z.coerce
    .number()
    .int()
    .refine((size) => size === 1 || size === 3, 'a NATS cluster here has 1 or 3 nodes')
    .default(1)
    .transform((size) => size as 1 | 3),
  /** Host name browsers use to reach this machine; goes into the runtime config and the allowed origins. */
  PUBLIC_HOST: z.string().min(1).default('localhost'),
  /** Interface the web servers listen on. */
  BIND_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: port(4000),
  /** Gateway processes sharing its port; one per core by default. */
  GATEWAY_WORKERS: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  LEGACY_PORT: port(4100),
  /** The file server (services/media): chat attachments, legacy uploads, recording downloads. */
  MEDIA_PORT: port(MEDIA_DEFAULT_PORT),
  /** The transcription socket (services/transcription): live captions from the speakers' browsers. */
  TRANSCRIPTION_PORT: port(TRANSCRIPTION_DEFAULT_PORT),
  /** Janus (the SFU): WebSocket API for browsers, HTTP and admin APIs on loopback for the media service. */
  JANUS_WS_PORT: port(8188),
  JANUS_HTTP_PORT: port(8088),
  JANUS_ADMIN_PORT: port(7088),
  /** Janus's WebSocket address as browsers reach it; default ws://PUBLIC_HOST:JANUS_WS_PORT. */
  JANUS_WS_URL: z.string().min(1).optional(),
  /** UDP ports Janus sends and receives media on. */
  JANUS_RTP_PORTS: z
    .string()
    .regex(/^\d+-\d+$/)
    .default('20000-20200'),
  /** The one interface Janus gathers ICE candidates on; unset: the host's interfaces. */
  JANUS_INTERFACE: z.string().min(1).optional(),
  /** coturn (the relay, spec 2 §9) on BIND_HOST; relayed media uses TURN_MIN_PORT..TURN_MAX_PORT. */
  TURN_PORT: port(TURN_DEFAULT_PORT),
  TURN_MIN_PORT: port(49160),
  TURN_MAX_PORT: port(49260),
  SHELL_PORT: port(3000),
  REMOTE_ADMIN_PORT: port(3001),
  REMOTE_CHAT_PORT: port(3002),
  REMOTE_MEETING_PORT: port(3003),
  REMOTE_LESSONS_PORT: port(3004),
  REMOTE_PROCTORING_PORT: port(3005),
  /** Seconds to wait for the services to answer their health checks at start. */
  START_TIMEOUT_SECONDS: z.coerce.number().positive().default(180),
  /** `json` keeps the services' log lines as JSON instead of the readable form. */
  LOG_FORMAT: z.enum(['pretty', 'json']).default('pretty'),
};

export type LauncherConfig = ReturnType<typeof loadLauncherConfig>;

export const loadLauncherConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const config = loadConfig(launcherSettings, env);
  return { ...config, DATA_DIR: path.resolve(config.DATA_DIR) };
};

export interface WebApp {
  /** The remote's name in the runtime config; undefined for the shell. */
  remote?: RemoteName;
  /** Folder of the app in the repository; its build is in `<folder>/dist`. */
  folder: string;
  port: number;
}

/** The web apps the launcher serves, each from its own `dist` folder on its own port. */
export const webAppsOf = (config: LauncherConfig): WebApp[] => [
  { folder: 'shell', port: config.SHELL_PORT },
  { remote: 'admin', folder: 'mf-admin', port: config.REMOTE_ADMIN_PORT },
  { remote: 'chat', folder: 'mf-chat', port: config.REMOTE_CHAT_PORT },
  { remote: 'meeting', folder: 'mf-meeting', port: config.REMOTE_MEETING_PORT },
  { remote: 'lessons', folder: 'mf-lessons', port: config.REMOTE_LESSONS_PORT },
  { remote: 'proctoring', folder: 'mf-proctoring', port: config.REMOTE_PROCTORING_PORT },
];

/** Origins the browser pages come from; the gateway and the legacy adapter accept requests from these. */
export const webOrigins = (config: LauncherConfig): string[] => {
  // On one machine people type either name; both must work.
  const hosts = loopbackNames.includes(config.PUBLIC_HOST) ? loopbackNames : [config.PUBLIC_HOST];
  return webAppsOf(config).flatMap((app) => hosts.map((host) => `http://${host}:${app.port}`));
};
const loopbackNames = ['localhost', '127.0.0.1'];
