import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JANUS_EVENTS_USER } from './janus-events';

/** Where Debian's janus package keeps its configuration; the plugin folders are read from it. */
export const SYSTEM_JANUS_CONFIG = '/etc/janus/janus.jcfg';

export interface JanusSettings {
  /** Folder to write the configuration into (e.g. `<DATA_DIR>/janus`). */
  dir: string;
  /** The admin API secret: only the media service knows it (rooms, tokens, kicks). */
  adminSecret: string;
  /** Janus API over HTTP, on loopback only (tests; the media service uses the admin API). */
  httpPort: number;
  /** Admin API over HTTP, on loopback only. */
  adminPort: number;
  /** WebSocket API for browsers. */
  wsPort: number;
  /** Interface the WebSocket API listens on. */
  wsHost: string;
  rtpPortRange: string;
  /**
   * The one interface Janus gathers ICE candidates on. Unset in production: Janus uses the host's
   * interfaces (it skips loopback ones, hence the network-namespace trick in tests).
   */
  iceInterface?: string;
  /**
   * Where Janus posts its VideoRoom events (the media service's JANUS_EVENTS_PATH) and the password
   * it sends, so a new publisher without the right to publish is removed at once, and one without
   * the mic or camera right has that stream muted at once. Unset: no events.
   */
  events?: { url: string; password: string };
}

/** Plugins, transports, loggers and event handlers the product does not use (the recipe's list). */
const disabled = {
  plugins: [
    'libjanus_voicemail.so',
    'libjanus_recordplay.so',
    'libjanus_sip.so',
    'libjanus_nosip.so',
    'libjanus_lua.so',
    'libjanus_duktape.so',
    'libjanus_audiobridge.so',
    'libjanus_streaming.so',
    'libjanus_textroom.so',
    'libjanus_videocall.so',
    'libjanus_echotest.so',
  ],
  transports: ['libjanus_rabbitmq.so', 'libjanus_mqtt.so', 'libjanus_nanomsg.so', 'libjanus_pfunix.so'],
  loggers: ['libjanus_jsonlog.so'],
  events: [
    'libjanus_sampleevh.so',
    'libjanus_wsevh.so',
    'libjanus_mqttevh.so',
    'libjanus_nanomsgevh.so',
    'libjanus_rabbitmqevh.so',
    'libjanus_gelfevh.so',
  ],
};

const quote = (value: string) => JSON.stringify(value);

/** Janus's HTTP event handler: posts events as JSON to one address. */
const SAMPLE_EVENT_HANDLER = 'libjanus_sampleevh.so';

/** The module folders as the installed package declares them (they differ per architecture). */
const systemFolders = (systemConfig: string) => {
  const text = readFileSync(systemConfig, 'utf8');
  const folder = (key: string) => {
    const match = new RegExp(`^\\s*${key}\\s*=\\s*"([^"]+)"`, 'm').exec(text);
    if (!match?.[1]) throw new Error(`${systemConfig} does not name ${key}`);
    return match[1];
  };
  return {
    plugins_folder: folder('plugins_folder'),
    transports_folder: folder('transports_folder'),
    events_folder: folder('events_folder'),
    loggers_folder: folder('loggers_folder'),
  };
};

/**
 * Writes Janus's configuration folder: the core with token authentication (only tokens the media
 * service added through the admin API may attach), the VideoRoom plugin with an admin key (only the
 * service creates rooms), the HTTP and admin APIs on loopback and the WebSocket API for browsers.
 * Answers the path of `janus.jcfg`, for `janus -F DIR -C FILE`.
 */
export const writeJanusConfig = (settings: JanusSettings, systemConfig = SYSTEM_JANUS_CONFIG): string => {
  const { dir, events } = settings;
  mkdirSync(dir, { recursive: true });
  const disabledEvents = disabled.events.filter((name) => !(events && name === SAMPLE_EVENT_HANDLER));
  const folders = systemFolders(systemConfig);
  const nat = settings.iceInterface
    ? `\tice_enforce_list = ${quote(settings.iceInterface)}\n`
    : '\tice_ignore_list = "vmnet"\n';
  const core = `general: {
\tconfigs_folder = ${quote(dir)}
${Object.entries(folders)
  .map(([key, value]) => `\t${key} = ${quote(value)}`)
  .join('\n')}
\tdebug_level = 3
\tadmin_secret = ${quote(settings.adminSecret)}
\ttoken_auth = true
\tsession_timeout = 60
\tprotected_folders = ["/bin", "/boot", "/dev", "/etc", "/lib", "/proc", "/sbin", "/sys", "/usr", "/var"]
}
media: {
\trtp_port_range = ${quote(settings.rtpPortRange)}
}
nat: {
\tfull_trickle = true
\tignore_mdns = true
${settings.iceInterface ? `\tinterface = ${quote(settings.iceInterface)}\n` : ''}${nat}}
plugins: {
\tdisable = ${quote(disabled.plugins.join(','))}
}
transports: {
\tdisable = ${quote(disabled.transports.join(','))}
}
loggers: {
\tdisable = ${quote(disabled.loggers.join(','))}
}
events: {
\tbroadcast = ${events ? 'true' : 'false'}
\tdisable = ${quote(disabledEvents.join(','))}
}
`;
  const http = `general: {
\tjson = "plain"
\tbase_path = "/janus"
\thttp = true
\tport = ${settings.httpPort}
\tip = "127.0.0.1"
\thttps = false
}
admin: {
\tadmin_base_path = "/admin"
\tadmin_http = true
\tadmin_port = ${settings.adminPort}
\tadmin_ip = "127.0.0.1"
\tadmin_https = false
}
cors: {
}
`;
  const websockets = `general: {
\tjson = "plain"
\tws = true
\tws_port = ${settings.wsPort}
\tws_ip = ${quote(settings.wsHost)}
\twss = false
}
admin: {
\tadmin_ws = false
\tadmin_wss = false
}
cors: {
}
`;
  // The admin key keeps room creation to the service; the rooms themselves are created with a
  // secret of their own and a list of allowed tokens.
  const videoroom = `general: {
\tadmin_key = ${quote(settings.adminSecret)}
\tlock_rtp_forward = true
}
`;
  const files: Record<string, string> = {
    'janus.jcfg': core,
    'janus.transport.http.jcfg': http,
    'janus.transport.websockets.jcfg': websockets,
    'janus.plugin.videoroom.jcfg': videoroom,
  };
  // Plugin events only (publishing, joining, leaving), each posted as soon as it happens.
  if (events)
    files['janus.eventhandler.sampleevh.jcfg'] = `general: {
\tenabled = true
\tevents = "plugins"
\tgrouping = true
\tjson = "plain"
\tbackend = ${quote(events.url)}
\tbackend_user = ${quote(JANUS_EVENTS_USER)}
\tbackend_pwd = ${quote(events.password)}
\tmax_retransmissions = 2
\tretransmissions_backoff = 100
}
`;
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text, { mode: 0o600 });
  }
  return path.join(dir, 'janus.jcfg');
};
