import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type NatsCredentials, natsInboxPrefixOf } from '@canstring/service-kit';
import { type NatsUserName, natsPermissionsOf, natsUserNames } from './nats-permissions';

/** One password per NATS user, generated at the first start and kept (mode 0600) beside the other secrets. */
export const NATS_USERS_FILE = 'nats-users.json';
/** The nats-server configuration the launcher writes (users, passwords and permissions; mode 0600). */
export const NATS_CONFIG_FILE = 'nats-server.conf';

export type NatsUsers = Record<NatsUserName, NatsCredentials>;

const writePrivate = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text, { mode: 0o600 });
  renameSync(temp, file);
  chmodSync(file, 0o600);
};

/**
 * Each platform process's NATS credentials: the passwords kept in `<dataDir>/nats-users.json`, the ones
 * not seen before generated and stored. Write a cluster's own passwords there to use that cluster.
 */
export const loadNatsUsers = (dataDir: string): NatsUsers => {
  const file = path.join(dataDir, NATS_USERS_FILE);
  const stored: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  const users = {} as NatsUsers;
  for (const user of natsUserNames) {
    let password = stored[user];
    if (typeof password !== 'string' || !password) {
      password = randomBytes(24).toString('base64url');
      stored[user] = password;
      changed = true;
    }
    users[user] = { user, password: password as string, inboxPrefix: natsInboxPrefixOf(user) };
  }
  if (changed) writePrivate(file, `${JSON.stringify(stored, null, 2)}\n`);
  else chmodSync(file, 0o600);
  return users;
};

/** The settings that hand one process its own NATS user (see service-kit's natsCredentialsOf). */
export const natsUserEnv = (credentials: NatsCredentials): Record<string, string> => ({
  NATS_USER: credentials.user,
  NATS_PASSWORD: credentials.password,
  NATS_INBOX_PREFIX: credentials.inboxPrefix,
});

/** No client without one of the users, each allowed only the subjects its process serves and calls. */
export const natsAuthorizationOf = (users: NatsUsers) => ({
  users: natsUserNames.map((user) => ({
    user,
    password: users[user].password,
    permissions: natsPermissionsOf(user),
  })),
});

/** The users file every node of a cluster includes (infra/deploy/nats/cluster.conf): `nats-users.conf`. */
export const NATS_CLUSTER_USERS_FILE = 'nats-users.conf';

/** Writes the users and their permissions as a cluster node includes them, into `folder`. Returns the file. */
export const writeNatsUsersConfig = (folder: string, users: NatsUsers): string => {
  const file = path.join(folder, NATS_CLUSTER_USERS_FILE);
  // JSON is valid nats-server configuration; quoted strings keep `$JS` and `$SRV` literal.
  writePrivate(file, `${JSON.stringify({ authorization: natsAuthorizationOf(users) }, null, 2)}\n`);
  return file;
};

/**
 * Writes nats-server's configuration: loopback only, JetStream kept in `storeDir`, and no client
 * without one of the users, each allowed only the subjects its process serves and calls.
 * Returns the file's path.
 */
export const writeNatsConfig = (options: {
  dataDir: string;
  port: number;
  storeDir: string;
  users: NatsUsers;
}): string => {
  const config = {
    host: '127.0.0.1',
    port: options.port,
    // A whiteboard page is answered in one message (WHITEBOARD_MAX_PAGE_BYTES, 6 MB); the default is 1 MB.
    // 8 MB is the largest nats-server recommends; clients read it from the server and need no setting.
    max_payload: 8 * 1024 * 1024,
    jetstream: { store_dir: options.storeDir },
    authorization: natsAuthorizationOf(options.users),
  };
  const file = path.join(options.dataDir, NATS_CONFIG_FILE);
  // JSON is valid nats-server configuration; quoted strings keep `$JS` and `$SRV` literal.
  writePrivate(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
};
