import path from 'node:path';
import { connectNats, freePort, type NatsConnection } from '@canstring/service-kit';
import {
  createTestDatabase,
  PROCESS_START_MS,
  runServiceMain,
  startNatsServer,
  type TestDatabase,
  type TestNats,
  tempDir,
  waitForHealth,
} from '@canstring/service-kit/testing';

let nats: TestNats;
let nc: NatsConnection;
let pg: TestDatabase;
const data = tempDir('transcription-main');
beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'main-test');
  pg = await createTestDatabase();
});
afterAll(async () => {
  await nc.close();
  await pg.drop();
  data.remove();
  await nats.stop();
});

describe('the transcription service process', () => {
  it(
    'answers on NATS and on its socket port over PostgreSQL, and stops cleanly',
    async () => {
      const port = await freePort();
      const p = runServiceMain(path.join(__dirname, '..'), {
        NATS_URL: nats.url,
        DATABASE_URL: pg.url,
        DATA_DIR: data.dir,
        TRANSCRIPTION_PORT: String(port),
      });
      expect((await waitForHealth(nc, 'transcription'))?.status).toBe('ok');
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      expect(p.output()).not.toMatch(/\n\s+at /);
    },
    PROCESS_START_MS + 30_000,
  );
});
