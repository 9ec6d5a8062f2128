import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateActorAssertionKeys } from '@canstring/service-kit';

/** Secrets the platform needs; each must stay the same across restarts or sessions and encrypted data break. */
export const secretNames = [
  'JWT_SECRET',
  'LEGACY_PASSPHRASE',
  'JANUS_ADMIN_SECRET',
  'TURN_SECRET',
  'ACTOR_ASSERTION_PRIVATE_KEY',
] as const;
export type SecretName = (typeof secretNames)[number];
export type Secrets = Record<SecretName, string>;

export const SECRETS_FILE = 'secrets.json';

/** A new secret: random bytes, or for the actor assertion key an Ed25519 private key (its public half is derived). */
const generated = (name: SecretName): string =>
  name === 'ACTOR_ASSERTION_PRIVATE_KEY'
    ? generateActorAssertionKeys().privateKey
    : randomBytes(32).toString('base64url');

const readStored = (file: string): Partial<Secrets> => {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object') throw new Error(`${file} is not a JSON object`);
  const stored: Partial<Secrets> = {};
  for (const name of secretNames) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) stored[name] = value;
  }
  return stored;
};

/**
 * Takes each secret from the environment when given there; otherwise from `<dataDir>/secrets.json`,
 * generating and storing (mode 0600) the ones not seen before.
 */
export const loadSecrets = (dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets => {
  const file = path.join(dataDir, SECRETS_FILE);
  const stored = readStored(file);
  const secrets = {} as Secrets;
  let changed = false;
  for (const name of secretNames) {
    const given = env[name];
    if (given) {
      secrets[name] = given;
      continue;
    }
    const kept = stored[name];
    if (kept) {
      secrets[name] = kept;
      continue;
    }
    secrets[name] = generated(name);
    stored[name] = secrets[name];
    changed = true;
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    renameSync(temp, file);
  }
  // A copy made by hand may have lost its mode: secrets are for this user only.
  if (existsSync(file)) chmodSync(file, 0o600);
  return secrets;
};
