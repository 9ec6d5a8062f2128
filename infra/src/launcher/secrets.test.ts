import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  actorAssertionPublicKeyOf,
  signActorAssertion,
  useActorAssertionKeys,
  verifyActorAssertion,
} from '@canstring/service-kit';
import { actorAssertionEnv, tempDir } from '@canstring/service-kit/testing';
import { loadSecrets, SECRETS_FILE } from './secrets';

describe('secrets', () => {
  let data: { dir: string; remove(): void };
  beforeEach(() => {
    data = tempDir('secrets');
  });
  afterEach(() => data.remove());

  it('generates the secrets at first start and keeps them, readable by the owner only', () => {
    const first = loadSecrets(data.dir, {});
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(40);
    expect(first.LEGACY_PASSPHRASE.length).toBeGreaterThanOrEqual(40);
    expect(first.JWT_SECRET).not.toBe(first.LEGACY_PASSPHRASE);
    expect(first.JANUS_ADMIN_SECRET.length).toBeGreaterThanOrEqual(40);
    expect(first.TURN_SECRET).not.toBe(first.JANUS_ADMIN_SECRET);
    const file = path.join(data.dir, SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadSecrets(data.dir, {});
    expect(second).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('takes secrets given in the environment and does not write them to disk', () => {
    const given = {
      JWT_SECRET: 'from-env',
      LEGACY_PASSPHRASE: 'pass-from-env',
      JANUS_ADMIN_SECRET: 'janus-from-env',
      TURN_SECRET: 'turn-from-env',
      ACTOR_ASSERTION_PRIVATE_KEY: 'key-from-env',
    };
    const secrets = loadSecrets(data.dir, given);
    expect(secrets).toEqual(given);
    expect(() => statSync(path.join(data.dir, SECRETS_FILE))).toThrow();
  });

  it('keeps stored secrets and generates only the missing ones, tightening a loose file mode', () => {
    const file = path.join(data.dir, SECRETS_FILE);
    writeFileSync(file, JSON.stringify({ JWT_SECRET: 'kept' }), { mode: 0o644 });
    const secrets = loadSecrets(data.dir, {});
    expect(secrets.JWT_SECRET).toBe('kept');
    expect(secrets.LEGACY_PASSPHRASE).toMatch(/^[\w-]{40,}$/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(secrets);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('generates an Ed25519 key for actor assertions, whose public half verifies what it signs', () => {
    const { ACTOR_ASSERTION_PRIVATE_KEY: privateKey } = loadSecrets(data.dir, {});
    useActorAssertionKeys({ privateKey, publicKey: actorAssertionPublicKeyOf(privateKey) });
    try {
      const actor = { userId: 1, role: 2, sessionId: 's' };
      expect(() => verifyActorAssertion(signActorAssertion({ actor }), { actor })).not.toThrow();
    } finally {
      useActorAssertionKeys({
        publicKey: actorAssertionEnv.ACTOR_ASSERTION_PUBLIC_KEY,
        privateKey: actorAssertionEnv.ACTOR_ASSERTION_PRIVATE_KEY,
      });
    }
  });

  it('refuses a damaged secrets file rather than replacing the secrets silently', () => {
    writeFileSync(path.join(data.dir, SECRETS_FILE), 'not json');
    expect(() => loadSecrets(data.dir, {})).toThrow();
  });
});
