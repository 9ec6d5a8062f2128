import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLoopbackRange, isRefusedPeer, REFUSED_PEER_RANGES } from './refused-peers';

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
  /**
   * The SFU's own media addresses (Janus's ICE interface). The relay may send to them, and to
   * `relayIp`, even when they lie in a refused range; no other refused peer is reachable.
   */
  sfuMediaAddresses?: string[];
}

/**
 * The addresses relays may reach although they lie in a refused range: the SFU's and the relay's
 * own. 127.0.0.1 is never one: the services listen there.
 */
const allowedPeersOf = (settings: CoturnSettings): string[] => {
  const allowed = [
    ...new Set([...(settings.sfuMediaAddresses ?? []), ...(settings.relayIp ? [settings.relayIp] : [])]),
  ].filter(isRefusedPeer);
  const services = allowed.find((address) => address === '127.0.0.1' || address === '::1');
  if (services) throw new Error(`The relay may not reach ${services}: this machine's services listen there.`);
  return allowed;
};

/**
 * The peers a relay may reach: nothing in the refused ranges (loopback, private, link-local,
 * unique-local) but the SFU's and the relay's own addresses; no multicast, and no TCP relay (RFC
 * 6062: WebRTC relays media over UDP only, and a TCP relay would open connections to any service).
 * Loopback peers are allowed only when the SFU itself sits on a loopback-range address: the test
 * network namespace, where Janus has 127.0.0.2 on a veth link; 127.0.0.1 stays refused even there.
 */
export const coturnPeerLines = (settings: CoturnSettings): string[] => {
  const allowed = allowedPeersOf(settings);
  return [
    ...REFUSED_PEER_RANGES.map(({ range }) => `denied-peer-ip=${range}`),
    ...allowed.map((address) => `allowed-peer-ip=${address}`),
    ...(allowed.some(isLoopbackRange) ? ['allow-loopback-peers'] : []),
    'no-multicast-peers',
    'no-tcp-relay',
  ];
};

/**
 * Writes coturn's configuration: TURN REST credentials checked against the shared secret, plain UDP
 * and TCP only, relays only to the peers `coturnPeerLines` allows, no CLI, and its files kept in its
 * own folder. Answers the path of the file, for `turnserver -c FILE`.
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
    ...coturnPeerLines(settings),
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
