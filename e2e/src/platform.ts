import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@canstring/contracts';
import { type NatsCredentials, natsInboxPrefixOf } from '@canstring/service-kit';

/**
 * Where the platform started by the global setup listens. The setup passes these to the test
 * workers through the environment (workers start after it and inherit it).
 */
export interface TestPlatform {
  shellUrl: string;
  gatewayUrl: string;
  legacyUrl: string;
  /** The file server: attachments, legacy /upload, recording downloads. */
  fileServerUrl: string;
  remotePorts: Record<RemoteName, number>;
  dataDir: string;
  /** The platform's own NATS server, for specs that stand in for a service's caller (e.g. the live room). */
  natsUrl: string;
  adminEmail: string;
  adminPassword: string;
}

export const PLATFORM_ENV = 'E2E_PLATFORM';

export const testPlatform = (): TestPlatform => {
  const value = process.env[PLATFORM_ENV];
  if (!value)
    throw new Error('The e2e global setup did not run: start the tests with the Playwright config.');
  return JSON.parse(value) as TestPlatform;
};

/** The launcher's secrets in the test data folder (generated at its first start). */
export const platformSecrets = (): {
  JWT_SECRET: string;
  LEGACY_PASSPHRASE: string;
  ACTOR_ASSERTION_PRIVATE_KEY: string;
} => JSON.parse(readFileSync(path.join(testPlatform().dataDir, 'secrets.json'), 'utf8'));

/** One service's NATS credentials, as the launcher generated them in the test data folder (the bus requires them). */
export const platformNatsUser = (user: string): NatsCredentials => {
  const passwords = JSON.parse(readFileSync(path.join(testPlatform().dataDir, 'nats-users.json'), 'utf8'));
  return { user, password: passwords[user], inboxPrefix: natsInboxPrefixOf(user) };
};
