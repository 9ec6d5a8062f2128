import { createSecretKey, type KeyObject } from 'node:crypto';
import { TOKEN_TYPES } from '@canstring/contracts';
import jwt from 'jsonwebtoken';

/** Only this algorithm is accepted on verification, so `alg: none` and key-confusion tricks fail. */
const ALGORITHM = 'HS256' as const;

export interface SessionClaims {
  userId: number;
  sessionId: string;
  role: number;
}

export interface PinClaims {
  userId: number;
  challengeId: string;
}

/**
 * The secret as a key object, made once. Given a plain string, jsonwebtoken first tries to read it
 * as a public key and fails, on every call: that cost a quarter of a token check.
 */
const keys = new Map<string, KeyObject>();
const keyOf = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
};

/** Signs claims with the service's one algorithm; `typ` tells the kinds of token apart. */
export const signToken = (payload: Record<string, unknown>, secret: string, expiresAt: Date): string =>
  jwt.sign({ ...payload, exp: Math.floor(expiresAt.getTime() / 1000) }, keyOf(secret), {
    algorithm: ALGORITHM,
  });

/** The payload of a genuine, unexpired token of type `typ`, or undefined. */
export const decodeToken = (token: string, secret: string, typ: string): jwt.JwtPayload | undefined => {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    if (typeof payload !== 'object' || payload.typ !== typ) return undefined;
    return payload;
  } catch {
    return undefined;
  }
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Session and challenge ids are uuids; anything else is refused before it reaches a query. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export const signSessionToken = (claims: SessionClaims, secret: string, expiresAt: Date): string =>
  signToken(
    { sub: String(claims.userId), sid: claims.sessionId, role: claims.role, typ: TOKEN_TYPES.session },
    secret,
    expiresAt,
  );

/** The claims of a genuine, unexpired session token, or undefined. */
export const readSessionToken = (token: string, secret: string): SessionClaims | undefined => {
  const p = decodeToken(token, secret, TOKEN_TYPES.session);
  const userId = positiveInt(p?.sub);
  if (!p || !userId || !isUuid(p.sid) || typeof p.role !== 'number') return undefined;
  return { userId, sessionId: p.sid, role: p.role };
};

export const signPinToken = (claims: PinClaims, secret: string, expiresAt: Date): string =>
  signToken({ sub: String(claims.userId), cid: claims.challengeId, typ: 'pin' }, secret, expiresAt);

export const readPinToken = (token: string, secret: string): PinClaims | undefined => {
  const p = decodeToken(token, secret, 'pin');
  const userId = positiveInt(p?.sub);
  if (!p || !userId || !isUuid(p.cid)) return undefined;
  return { userId, challengeId: p.cid };
};
