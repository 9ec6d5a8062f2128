import path from 'node:path';
import { loadNatsUsers, writeNatsUsersConfig } from './nats-auth';

/**
 * Writes nats-users.conf (every platform process's NATS user and permissions) into the folder named
 * on the command line, for the nodes of a cluster (infra/deploy/nats/cluster.conf includes it). The
 * passwords are the ones kept in DATA_DIR's nats-users.json, generated there when missing.
 */
const folder = path.resolve(process.argv[2] ?? '.');
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const file = writeNatsUsersConfig(folder, loadNatsUsers(dataDir));
console.info(`wrote ${file} (passwords from ${path.join(dataDir, 'nats-users.json')})`);
