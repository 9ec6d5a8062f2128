import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** How the launcher starts a Janus server of the list on this machine (ignored by the media service). */
const launchSchema = z.object({
  /** Janus's plain HTTP API port (loopback). */
  httpPort: z.number().int().min(1).max(65_535),
  /** UDP ports of its media, apart from every other Janus on the same machine. */
  rtpPorts: z.string().regex(/^\d+-\d+$/),
});

const turnSchema = z.object({
  /** Host browsers reach this server's relay at. */
  host: z.string().min(1),
  port: z.number().int().min(1).max(65_535),
  /** Its coturn's static-auth-secret; the media service's TURN_SECRET when absent. */
  secret: z.string().min(16).optional(),
});

/** One Janus server the media service may place rooms on. */
export const janusServerSchema = z.object({
  /** Its name in the placement table: keep it when the server's addresses change. */
  name: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,62}$/, 'a lower-case name of letters, digits, . _ -'),
  /** Its WebSocket API as browsers reach it. */
  wsUrl: z.string().regex(/^wss?:\/\//, 'a ws:// or wss:// address'),
  /** Its admin API as the media service reaches it (a private address). */
  adminUrl: z.url(),
  /** Its admin_secret; the media service's JANUS_ADMIN_SECRET when absent. */
  adminSecret: z.string().min(16).optional(),
  /** Its own relay (TURN on a public address beside it); the media service's TURN settings when absent. */
  turn: turnSchema.optional(),
  launch: launchSchema.optional(),
});
export type JanusServerSetting = z.infer<typeof janusServerSchema>;

export const janusServerListSchema = z.object({
  servers: z
    .array(janusServerSchema)
    .min(1)
    .refine((list) => new Set(list.map((s) => s.name)).size === list.length, 'server names must differ'),
});

/** The list a JANUS_SERVERS value (JSON) or a JANUS_SERVERS_FILE holds; a clear error when it is not one. */
export const parseJanusServerList = (text: string, where: string): JanusServerSetting[] => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not JSON: ${(error as Error).message}`);
  }
  const parsed = janusServerListSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`${where} is not a list of Janus servers: ${z.prettifyError(parsed.error)}`);
  return parsed.data.servers;
};

export const readJanusServerList = (file: string): JanusServerSetting[] =>
  parseJanusServerList(readFileSync(file, 'utf8'), file);

/** The name of the one server when no list is set (JANUS_ADMIN_URL and JANUS_WS_URL). */
export const SINGLE_SERVER_NAME = 'janus';

/**
 * The Janus servers the settings name: JANUS_SERVERS (JSON), else JANUS_SERVERS_FILE, else the one
 * server of JANUS_ADMIN_URL and JANUS_WS_URL.
 */
export const janusServersOf = (config: {
  JANUS_SERVERS?: string | undefined;
  JANUS_SERVERS_FILE?: string | undefined;
  JANUS_ADMIN_URL: string;
  JANUS_WS_URL: string;
}): JanusServerSetting[] => {
  if (config.JANUS_SERVERS) return parseJanusServerList(config.JANUS_SERVERS, 'JANUS_SERVERS');
  if (config.JANUS_SERVERS_FILE) return readJanusServerList(config.JANUS_SERVERS_FILE);
  return [{ name: SINGLE_SERVER_NAME, wsUrl: config.JANUS_WS_URL, adminUrl: config.JANUS_ADMIN_URL }];
};
