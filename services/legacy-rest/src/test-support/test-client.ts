import { createHmac } from 'node:crypto';
import CryptoJS from 'crypto-js';

/**
 * Talks to the adapter as the old web client does: JSON bodies encrypted with crypto-js into
 * `{ encData }`, answers decrypted the same way, the token in x-auth-token.
 */
export interface LegacyAnswer {
  status: number;
  headers: Headers;
  /** The answer as sent (an `{ encData }` envelope when encrypted). */
  raw: string;
  /** The decrypted (or plain) JSON answer. */
  body: Record<string, unknown>;
  encrypted: boolean;
}

export interface LegacyRequest {
  method?: string;
  body?: unknown;
  token?: string;
  /** Send the body as plaintext JSON instead of `{ encData }`. */
  plaintext?: boolean;
  /** Send this exact text as the body (malformed input). */
  rawBody?: string;
  origin?: string;
  referer?: string;
  headers?: Record<string, string>;
}

export const encryptForServer = (value: unknown, passphrase: string): string =>
  CryptoJS.AES.encrypt(JSON.stringify(value), passphrase).toString();

export const legacyClient = (baseUrl: string, passphrase: string) => {
  const request = async (path: string, options: LegacyRequest = {}): Promise<LegacyAnswer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers['x-auth-token'] = options.token;
    if (options.origin) headers.origin = options.origin;
    if (options.referer) headers.referer = options.referer;
    let body: string | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) {
      body = JSON.stringify(
        options.plaintext ? options.body : { encData: encryptForServer(options.body, passphrase) },
      );
    }
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    const raw = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // Left empty: the test looks at `raw`.
    }
    const encrypted = typeof parsed.encData === 'string';
    const decrypted = encrypted
      ? (JSON.parse(
          CryptoJS.AES.decrypt(parsed.encData as string, passphrase).toString(CryptoJS.enc.Utf8),
        ) as Record<string, unknown>)
      : parsed;
    return { status: response.status, headers: response.headers, raw, body: decrypted, encrypted };
  };
  return { request };
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Token variants made from a real session token: re-signed, with other claims, or unsigned. */
export const tokenVariants = (token: string, secret: string) => {
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const sign = (h: object, c: object, key: string) => {
    const unsigned = `${base64url(JSON.stringify(h))}.${base64url(JSON.stringify(c))}`;
    return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
  };
  const alg = JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return {
    forged: sign(alg, claims, 'not the secret'),
    expired: sign(alg, { ...claims, iat: now - 7200, exp: now - 3600 }, secret),
    algNone: `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`,
    /** Same claims, correctly signed: proves the variants differ only in what they claim to test. */
    resigned: sign(alg, claims, secret),
  };
};
