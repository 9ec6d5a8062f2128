import path from 'node:path';
import { Role, userEndpoints } from '@canstring/contracts';
import {
  call,
  connectNats,
  createLogger,
  healthEndpoint,
  type NatsConnection,
  openDatabase,
} from '@canstring/service-kit';
import {
  createTestDatabase,
  startNatsServer,
  type TestDatabase,
  type TestNats,
  tempDir,
} from '@canstring/service-kit/testing';
import { eq } from 'drizzle-orm';
import { loadUserConfig } from './config';
import { schema, users } from './db/schema';
import { startUserService, type UserService } from './user-service';

let nats: TestNats;
let nc: NatsConnection;
let pg: TestDatabase;
const data = tempDir('user-instances');
const running: UserService[] = [];

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'instances-test');
  pg = await createTestDatabase();
});
afterAll(async () => {
  for (const s of running) await s.stop();
  await nc.close();
  await pg.drop();
  data.remove();
  await nats.stop();
});

describe('several instances on one database', () => {
  it('create the first administrator exactly once and only the creator reports its password', async () => {
    // No ADMIN_PASSWORD: each instance generates its own, and only the stored one may be reported.
    const config = loadUserConfig({
      NATS_URL: nats.url,
      DATABASE_URL: pg.url,
      DATA_DIR: data.dir,
      JWT_SECRET: 's'.repeat(40),
    });
    const logs = [createLogger('user', 'silent'), createLogger('user', 'silent')];
    const warnings = logs.map((log) => jest.spyOn(log, 'warn'));
    running.push(...(await Promise.all(logs.map((log) => startUserService(config, { log })))));

    const reports = warnings
      .flatMap((w) => w.mock.calls)
      .map((args) => args.find((a) => typeof a === 'string') as string | undefined)
      .filter((text) => text?.startsWith('First administrator created'));
    expect(reports).toHaveLength(1);
    const match = /^First administrator created: (\S+) \/ password: (\S+) — change it after signing in$/.exec(
      reports[0]!,
    );
    expect(match?.[1]).toBe('admin@example.org');

    const reader = await openDatabase({
      service: 'users',
      schema,
      migrationsFolder: path.join(__dirname, '..', 'drizzle'),
      databaseUrl: pg.url,
      dataDir: data.dir,
      log: createLogger('reader', 'silent'),
    });
    try {
      const admins = await reader.db.select().from(users).where(eq(users.role, Role.Administrator));
      expect(admins).toHaveLength(1);
      expect(admins[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    } finally {
      await reader.close();
    }

    const result = await call(nc, userEndpoints.authenticate, { email: match![1]!, password: match![2]! });
    expect(result.kind).toBe('session');

    // A third start finds the administrator and creates nothing.
    const later = createLogger('user', 'silent');
    const laterWarn = jest.spyOn(later, 'warn');
    running.push(await startUserService(config, { log: later }));
    expect(laterWarn).not.toHaveBeenCalled();
  });

  it('share requests, and a session opened on one is good on every other', async () => {
    const instances = new Set<string>();
    for (let i = 0; i < 30; i++) instances.add((await call(nc, healthEndpoint('user'), {})).instance);
    expect(instances).toEqual(new Set(running.map((s) => s.instanceId)));

    await running[0]!.accounts.create({ email: 'shared@example.org', password: 'secret1' });
    for (let i = 0; i < 6; i++) {
      const result = await call(nc, userEndpoints.authenticate, {
        email: 'shared@example.org',
        password: 'secret1',
      });
      if (result.kind !== 'session') throw new Error('expected a session');
      const check = await call(nc, userEndpoints.checkToken, { token: result.session.token });
      expect(check.user.email).toBe('shared@example.org');
    }
  });
});
