import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface CoturnSettings {
  /** Folder for the configuration, pid, log and user database (e.g. `<DATA_DIR>/coturn`). */
  dir: string;
  secret: string;
  listenIp: string;
  port: number;
  minPort: number;
  maxPort: number;
  realm: string;
  /** Address relayed media leaves from; unset: the listening address. */
  relayIp?: string;
}

/**
 * Writes coturn's configuration: TURN REST credentials checked against the shared secret, plain UDP
 * and TCP only, no CLI, and its files kept in its own folder. Answers the path of the file, for
 * `turnserver -c FILE`.
 */
export const writeCoturnConfig = (settings: CoturnSettings): string => {
  mkdirSync(settings.dir, { recursive: true });
  const file = path.join(settings.dir, 'turnserver.conf');
  const lines = [
    `listening-ip=${settings.listenIp}`,
    `listening-port=${settings.port}`,
    ...(settings.relayIp ? [`relay-ip=${settings.relayIp}`] : []),
    `min-port=${settings.minPort}`,
    `max-port=${settings.maxPort}`,
    `realm=${settings.realm}`,
    'fingerprint',
    'use-auth-secret',
    `static-auth-secret=${settings.secret}`,
    // Browsers and the SFU on this machine talk over loopback; coturn refuses such peers otherwise.
    'allow-loopback-peers',
    'no-multicast-peers',
    'no-tls',
    'no-dtls',
    'no-cli',
    'no-stdout-log',
    `userdb=${path.join(settings.dir, 'turndb')}`,
    `pidfile=${path.join(settings.dir, 'turnserver.pid')}`,
    `log-file=${path.join(settings.dir, 'turnserver.log')}`,
    'simple-log',
  ];
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return file;
};
