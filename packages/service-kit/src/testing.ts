import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NatsConnection } from '@nats-io/transport-node';
import { Client } from 'pg';
import {
  ACTOR_ASSERTION_PRIVATE_KEY,
  ACTOR_ASSERTION_PUBLIC_KEY,
  generateActorAssertionKeys,
  type Identity,
  signActorAssertion,
  useActorAssertionKeys,
} from './actor-assertion';
import { call } from './call';
import { freePort, waitForPort } from './free-port';
import { healthEndpoint } from './service';

export { type Arrivals, createArrivals } from './test-support/arrivals';

/**
 * Test helpers: each test file gets its own real nats-server and its own PostgreSQL database,
 * so test files running in parallel never answer each other's requests.
 */

/**
 * A test process holds both halves of its own actor assertion key pair: its services verify with the
 * public one and its direct calls sign as an edge would. Service processes it starts get them too.
 */
const testActorKeys = generateActorAssertionKeys();
useActorAssertionKeys(testActorKeys);
export const actorAssertionEnv: Record<string, string> = {
  [ACTOR_ASSERTION_PUBLIC_KEY]: testActorKeys.publicKey,
  [ACTOR_ASSERTION_PRIVATE_KEY]: testActorKeys.privateKey,
};
Object.assign(process.env, actorAssertionEnv);

/** An assertion of this identity signed with a key that is not the edges' (what a forger could make). */
export const forgedActorAssertion = (identity: Identity): string => {
  useActorAssertionKeys({ privateKey: generateActorAssertionKeys().privateKey });
  try {
    return signActorAssertion(identity);
  } finally {
    useActorAssertionKeys(testActorKeys);
  }
};

export interface TestNats {
  url: string;
  /** Stops the server and starts it again on the same port and store (clients see a reconnect). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestNatsOptions {
  /** The largest message the server takes, in bytes; nats-server's default (1 MB) when unset. */
  maxPayloadBytes?: number;
}

export const startNatsServer = async (options: TestNatsOptions = {}): Promise<TestNats> => {
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'nats-test-'));
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  if (options.maxPayloadBytes !== undefined) {
    // nats-server takes this setting from a configuration file only.
    const config = path.join(storeDir, 'nats-server.conf');
    writeFileSync(config, `max_payload: ${options.maxPayloadBytes}\n`);
    args.push('-c', config);
  }
  const spawnServer = async () => {
    const server = spawn('nats-server', args, { stdio: 'ignore' });
    await waitForPort(port);
    return server;
  };
  const halt = async (server: ChildProcess) => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  };
  let child: ChildProcess = await spawnServer();
  return {
    url: `nats://127.0.0.1:${port}`,
    restart: async () => {
      await halt(child);
      child = await spawnServer();
    },
    stop: async () => {
      await halt(child);
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
};

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the server named by TEST_DATABASE_URL (the test script sets it). */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

/** A temporary folder removed by the returned function. */
export const tempDir = (prefix: string): { dir: string; remove(): void } => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** A service started for a test on its own database and data folder (or shared ones), and stopped with them. */
export interface ServiceWithStorageForTest {
  dataDir: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts a service for a test on the database and data folder given, or on a fresh database and
 * folder of its own, which are dropped and removed when it stops (or when it fails to start).
 */
export const startWithStorageForTest = async (
  name: string,
  shared: { databaseUrl?: string; dataDir?: string },
  start: (storage: { databaseUrl: string; dataDir: string }) => Promise<{ stop(): Promise<void> }>,
): Promise<ServiceWithStorageForTest> => {
  let database: TestDatabase | undefined;
  let databaseUrl = shared.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const folder = shared.dataDir ? { dir: shared.dataDir, remove: () => undefined } : tempDir(`${name}-test`);
  const release = async () => {
    folder.remove();
    await database?.drop();
  };
  let service: { stop(): Promise<void> };
  try {
    service = await start({ databaseUrl, dataDir: folder.dir });
  } catch (error) {
    await release();
    throw error;
  }
  return {
    dataDir: folder.dir,
    databaseUrl,
    stop: async () => {
      await service.stop();
      await release();
    },
  };
};

export interface ServiceProcess {
  child: ChildProcess;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/** Runs a service's `src/main.ts` as its own process, as the launcher does, with only the given environment. */
export const runServiceMain = (serviceRoot: string, env: Record<string, string>): ServiceProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serviceRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...actorAssertionEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (c: Buffer) => {
    output += c.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

/**
 * How long a service process may take to answer after it is started: a cold start on the embedded
 * database of a loaded 2-core machine (tsx compiling, PGlite opening, migrations) has taken 50 s.
 */
export const PROCESS_START_MS = 90_000;

/** The service's health answer once some instance gives it, or undefined after the timeout. */
export const waitForHealth = async (
  nc: NatsConnection,
  service: string,
  timeoutMs = PROCESS_START_MS,
): Promise<{ status: string } | undefined> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const health = await call(nc, healthEndpoint(service), {}, { timeoutMs: 500 }).catch(() => undefined);
    if (health) return health;
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
};
