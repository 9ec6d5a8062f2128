import path from 'node:path';
import { freePort } from '@canstring/service-kit';
import {
  createTestDatabase,
  runServiceMain,
  type ServiceProcess,
  type TestDatabase,
  tempDir,
} from '@canstring/service-kit/testing';

/** A file server running as its own process (as the launcher runs it), for integration tests. */
export interface TestMediaService {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Its DATA_DIR: uploads are under media/uploads, recordings under recordings. */
  dataDir: string;
  databaseUrl: string;
  process: ServiceProcess;
  stop(): Promise<void>;
}

const serviceRoot = path.resolve(__dirname, '..');
const START_TIMEOUT_MS = 30_000;

/**
 * Starts `src/main.ts` with its own database and data folder (unless given) and waits for /healthz.
 * It runs as a process because `file-type` is an ES module that jest's module loader cannot require.
 */
export const startMediaServiceForTest = async (opts: {
  natsUrl: string;
  databaseUrl?: string;
  dataDir?: string;
  /** Settings beside the base ones (e.g. JANUS_ADMIN_URL, JANUS_ADMIN_SECRET, TURN_SECRET). */
  env?: Record<string, string>;
}): Promise<TestMediaService> => {
  let database: TestDatabase | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const ownDir = opts.dataDir ? undefined : tempDir('media-service-test');
  const dataDir = opts.dataDir ?? (ownDir?.dir as string);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = runServiceMain(serviceRoot, {
    NATS_URL: opts.natsUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    MEDIA_PORT: String(port),
    MEDIA_HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...opts.env,
  });
  const cleanUp = async () => {
    ownDir?.remove();
    await database?.drop();
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const healthy = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (child.child.exitCode !== null || Date.now() > deadline) {
      child.child.kill('SIGKILL');
      await cleanUp();
      throw new Error(`the file server did not start:\n${child.output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir,
    databaseUrl,
    process: child,
    stop: async () => {
      if (child.child.exitCode === null) {
        child.child.kill('SIGTERM');
        await child.exited;
      }
      await cleanUp();
    },
  };
};
export {
  startCoturnForTest,
  startJanusForTest,
  type TestCoturn,
  type TestJanus,
} from './test-support/media-servers-for-test';
