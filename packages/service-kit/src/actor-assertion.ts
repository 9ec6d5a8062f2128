import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { type Actor, AppError, ErrorCode, type Guest } from '@canstring/contracts';

/**
 * Actor assertions: services do not take the caller's identity on trust. The edges (gateway, legacy
 * adapter, media file server) verify a person's token, then send who they are with each request as a
 * short-lived assertion signed with Ed25519; every service verifies it locally with the public key
 * (no round trip) and refuses a request whose input names someone else. A service calling another
 * one on the caller's behalf forwards the assertion it received; it cannot make one.
 */

/** NATS header carrying the assertion. */
export const ACTOR_ASSERTION_HEADER = 'x-actor-assertion';
/** How long an assertion is accepted after the edge signed it. */
export const ACTOR_ASSERTION_LIFETIME_MS = 60_000;
/** Settings: the public key every service verifies with, the private key only the edges sign with. */
export const ACTOR_ASSERTION_PUBLIC_KEY = 'ACTOR_ASSERTION_PUBLIC_KEY';
export const ACTOR_ASSERTION_PRIVATE_KEY = 'ACTOR_ASSERTION_PRIVATE_KEY';

/** Who a request is made for: a signed-in member (`actor`) or a meeting guest (`guest`). */
export interface Identity {
  actor?: Actor;
  guest?: Guest;
}

const actorFields = ['userId', 'role', 'sessionId'] as const;
const guestFields = ['guestId', 'name', 'phone', 'meetingAlias', 'sessionId'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pick = (value: unknown, fields: readonly string[]) => {
  if (!isObject(value)) return undefined;
  return Object.fromEntries(fields.map((f) => [f, value[f]]));
};

/**
 * The identity an endpoint's input names: its `actor` and `guest`, at the top level or inside
 * `caller` (the room's member-or-guest shape); undefined when it names nobody.
 */
export const identityOf = (input: unknown): Identity | undefined => {
  if (!isObject(input)) return undefined;
  const holder = isObject(input.caller) ? input.caller : input;
  const actor = pick(holder.actor, actorFields) as Actor | undefined;
  const guest = pick(holder.guest, guestFields) as Guest | undefined;
  if (!actor && !guest) return undefined;
  return { ...(actor && { actor }), ...(guest && { guest }) };
};

/** One spelling of an identity, so the assertion's and the input's compare exactly. */
const canonical = (identity: Identity): string =>
  JSON.stringify([pick(identity.actor, actorFields) ?? null, pick(identity.guest, guestFields) ?? null]);

/** A new Ed25519 key pair, each half as one line of base64 (DER), as the settings hold them. */
export const generateActorAssertionKeys = (): { publicKey: string; privateKey: string } => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
};

const privateKeyFrom = (base64: string) =>
  createPrivateKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'pkcs8' });
const publicKeyFrom = (base64: string) =>
  createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });

const keyFromSetting = <K>(name: string, value: string | undefined, read: (v: string) => K) => {
  if (!value) return undefined;
  try {
    return read(value);
  } catch {
    throw new Error(`Invalid configuration: ${name} is not a base64 Ed25519 key`);
  }
};

/** The public half of a private key setting (the launcher derives it rather than storing both). */
export const actorAssertionPublicKeyOf = (privateKey: string): string =>
  createPublicKey(keyFromSetting(ACTOR_ASSERTION_PRIVATE_KEY, privateKey, privateKeyFrom) as KeyObject)
    .export({ format: 'der', type: 'spki' })
    .toString('base64');

interface Claims {
  /** The identity, as `canonical` spells it. */
  sub: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

/**
 * The keys, with what was done with them: the assertions this edge signed, by identity, and those
 * this service verified, by their text. A signature is the costly part of a request's check on both
 * sides; a new pair of keys starts both afresh.
 */
interface Keys {
  publicKey?: KeyObject;
  privateKey?: KeyObject;
  signed: Map<string, { assertion: string; exp: number }>;
  verified: Map<string, Claims>;
}
let keys: Keys | undefined;

/** Assertions remembered on either side, at most (then forgotten at once and remembered afresh). */
const REMEMBERED_MAX = 10_000;
const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
  if (map.size >= REMEMBERED_MAX) map.clear();
  map.set(key, value);
};

/** This process's keys, read from the environment once (or set with `useActorAssertionKeys`). */
const currentKeys = (): Keys => {
  keys ??= {
    publicKey: keyFromSetting(
      ACTOR_ASSERTION_PUBLIC_KEY,
      process.env[ACTOR_ASSERTION_PUBLIC_KEY],
      publicKeyFrom,
    ),
    privateKey: keyFromSetting(
      ACTOR_ASSERTION_PRIVATE_KEY,
      process.env[ACTOR_ASSERTION_PRIVATE_KEY],
      privateKeyFrom,
    ),
    signed: new Map(),
    verified: new Map(),
  };
  return keys;
};

/** Sets this process's keys instead of the environment's (tests; each half optional). */
export const useActorAssertionKeys = (given: { publicKey?: string; privateKey?: string }): void => {
  keys = {
    publicKey: keyFromSetting(ACTOR_ASSERTION_PUBLIC_KEY, given.publicKey, publicKeyFrom),
    privateKey: keyFromSetting(ACTOR_ASSERTION_PRIVATE_KEY, given.privateKey, privateKeyFrom),
    signed: new Map(),
    verified: new Map(),
  };
};

/** Fails at start, naming the setting, when a service could not verify assertions. */
export const requireActorAssertionPublicKey = (): void => {
  if (!currentKeys().publicKey)
    throw new Error(`Invalid configuration: ${ACTOR_ASSERTION_PUBLIC_KEY} is not set`);
};

/** Fails at start, naming the setting, when an edge could not sign assertions. */
export const requireActorAssertionPrivateKey = (): void => {
  if (!currentKeys().privateKey)
    throw new Error(`Invalid configuration: ${ACTOR_ASSERTION_PRIVATE_KEY} is not set`);
};

/** Signs an assertion of this identity (edges only: needs the private key). */
export const signActorAssertion = (identity: Identity, now = Date.now()): string => {
  const { privateKey } = currentKeys();
  if (!privateKey)
    throw new Error(`${ACTOR_ASSERTION_PRIVATE_KEY} is not set: this process cannot assert who calls`);
  const claims: Claims = { sub: canonical(identity), exp: now + ACTOR_ASSERTION_LIFETIME_MS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`;
};

const refused = (code: ErrorCode, message: string) => new AppError(code, message);

/** The claims of an assertion whose signature is this public key's, remembered; throws when forged. */
const verifiedClaims = (assertion: string, publicKey: KeyObject, verified: Keys['verified']): Claims => {
  const [body, signature, extra] = assertion.split('.');
  const forged = () => refused(ErrorCode.Unauthenticated, "The request's caller assertion is not valid.");
  if (!body || !signature || extra !== undefined) throw forged();
  let claims: Partial<Claims> | null;
  try {
    if (!verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'))) throw forged();
    claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  } catch {
    throw forged();
  }
  if (typeof claims?.exp !== 'number' || typeof claims.sub !== 'string') throw forged();
  const checked = { sub: claims.sub, exp: claims.exp };
  remember(verified, assertion, checked);
  return checked;
};

/**
 * Checks that the assertion is signed by an edge, still current, and names exactly this identity;
 * throws UNAUTHENTICATED (missing, forged, expired) or FORBIDDEN (someone else) otherwise.
 */
export const verifyActorAssertion = (
  assertion: string | undefined,
  identity: Identity,
  now = Date.now(),
): void => {
  if (!assertion)
    throw refused(
      ErrorCode.Unauthenticated,
      'The request names a caller but carries no signed assertion of them.',
    );
  const { publicKey, verified } = currentKeys();
  if (!publicKey)
    throw new Error(`${ACTOR_ASSERTION_PUBLIC_KEY} is not set: this service cannot check who calls`);
  const claims = verified.get(assertion) ?? verifiedClaims(assertion, publicKey, verified);
  if (claims.exp <= now)
    throw refused(ErrorCode.Unauthenticated, "The request's caller assertion has expired.");
  if (claims.sub !== canonical(identity))
    throw refused(ErrorCode.Forbidden, "The request's caller is not the one its assertion names.");
};

/** Inside a service's handler: the assertion its request carried (possibly none). */
const received = new AsyncLocalStorage<{ assertion: string | undefined }>();

/** Runs a handler with the assertion its request carried, which its own calls forward. */
export const withReceivedAssertion = <T>(assertion: string | undefined, run: () => T): T =>
  received.run({ assertion }, run);

/**
 * The assertion to send with a request of this input: none when it names nobody; inside a service's
 * handler, the one that handler received (a service forwards, never signs); elsewhere, at an edge, a new one.
 */
export const assertionFor = (input: unknown, now = Date.now()): string | undefined => {
  const identity = identityOf(input);
  if (!identity) return undefined;
  const inHandler = received.getStore();
  if (inHandler) return inHandler.assertion;
  return currentKeys().privateKey ? edgeAssertion(identity, now) : undefined;
};

/**
 * How long an edge sends the same assertion for a caller: a quarter of its lifetime, so each one sent
 * has at least three quarters ahead for the calls made on it (any holder could replay it that long anyway).
 */
export const ASSERTION_REUSE_MS = ACTOR_ASSERTION_LIFETIME_MS / 4;

/**
 * An edge's assertion of this identity: the one it last signed, while ASSERTION_REUSE_MS old at most,
 * else a new one. A caller's requests then carry the same text for a while, which the services have
 * verified already.
 */
const edgeAssertion = (identity: Identity, now: number): string => {
  const { signed } = currentKeys();
  const sub = canonical(identity);
  const kept = signed.get(sub);
  if (kept && kept.exp - now > ACTOR_ASSERTION_LIFETIME_MS - ASSERTION_REUSE_MS) return kept.assertion;
  const assertion = signActorAssertion(identity, now);
  remember(signed, sub, { assertion, exp: now + ACTOR_ASSERTION_LIFETIME_MS });
  return assertion;
};
