import { createHmac } from 'node:crypto';
import type { TurnCredentials } from '@canstring/contracts';

export interface TurnSettings {
  /** coturn's `static-auth-secret`. */
  secret: string;
  /** Host browsers reach the relay at. */
  host: string;
  port: number;
}

/** The relay's addresses as ICE servers list them: TURN over UDP and TCP, and STUN. */
export const turnUrlsOf = ({ host, port }: Pick<TurnSettings, 'host' | 'port'>): string[] => [
  `turn:${host}:${port}?transport=udp`,
  `turn:${host}:${port}?transport=tcp`,
  `stun:${host}:${port}`,
];

/**
 * Credentials in coturn's REST scheme: the username is `<unix expiry>:<id>` and the credential is
 * base64(HMAC-SHA1(secret, username)); coturn recomputes it and refuses it after the expiry.
 */
export const turnCredentialsFor = (
  settings: TurnSettings,
  id: string,
  ttlSeconds: number,
  now = Date.now(),
): TurnCredentials => {
  const expiry = Math.floor(now / 1000) + ttlSeconds;
  const username = `${expiry}:${id}`;
  const credential = createHmac('sha1', settings.secret).update(username).digest('base64');
  return {
    iceServers: [{ urls: turnUrlsOf(settings), username, credential }],
    expiresAt: new Date(expiry * 1000).toISOString(),
  };
};
