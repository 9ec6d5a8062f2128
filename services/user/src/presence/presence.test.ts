import path from 'node:path';
import {
  type Actor,
  ErrorCode,
  PRESENCE_QUERY_MAX_USERS,
  type Presence,
  presenceEndpoints,
  presenceEvents,
} from '@canstring/contracts';
import { call, connectNats, createLogger, type NatsConnection, openDatabase } from '@canstring/service-kit';
import {
  createTestDatabase,
  startNatsServer,
  type TestDatabase,
  type TestNats,
  tempDir,
} from '@canstring/service-kit/testing';
import { memberForm, signInAs } from '../test-support/signing-in';
import { startUserServiceForTest, type TestUserService } from '../testing';
import { renewGateway } from './presence-repository';
import { presenceTables } from './presence-schema';

/** Short, so a silent gateway process's people go offline within the test. */
const STALE_MS = 1_500;

let nats: TestNats;
let nc: NatsConnection;
let pg: TestDatabase;
let instances: TestUserService[];
let admin: Actor;
const changes: Presence[] = [];
const data = tempDir('presence-db');

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'presence-test');
  nc.subscribe(presenceEvents.changed, {
    callback: (_e, msg) => {
      changes.push(msg.json<Presence>());
    },
  });
  pg = await createTestDatabase();
  // Two instances on one database: flips must still be announced once.
  instances = await Promise.all(
    [0, 1].map(() =>
      startUserServiceForTest({ natsUrl: nats.url, databaseUrl: pg.url, presenceStaleMs: STALE_MS }),
    ),
  );
  admin = (await signInAs(nc, instances[0]!.adminEmail, instances[0]!.adminPassword)).actor;
});
afterAll(async () => {
  for (const s of instances ?? []) await s.stop();
  await nc.close();
  await pg.drop();
  data.remove();
  await nats.stop();
});

const newPerson = () => instances[0]!.addUser(memberForm());
const presenceOf = async (userId: number) =>
  (await call(nc, presenceEndpoints.of, { actor: admin, userIds: [userId] })).presence[0]!;
const changesOf = (userId: number) => changes.filter((c) => c.userId === userId);
const settle = async () => {
  await nc.flush();
  await new Promise((r) => setTimeout(r, 150));
};
const eventually = async (check: () => void | Promise<void>, withinMs = 5_000) => {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
};
let nextId = 0;
const connectionId = () => `test-conn-${process.pid}-${++nextId}`;

/** The connections each pretend gateway process holds; all but 'gw-crashed' send heartbeats. */
const held = new Map<string, Set<string>>();
const open = async (instanceId: string, userId: number, id = connectionId()) => {
  if (!held.has(instanceId)) held.set(instanceId, new Set());
  held.get(instanceId)!.add(id);
  await call(nc, presenceEndpoints.connected, { connectionId: id, instanceId, userId });
  return id;
};
const close = async (id: string) => {
  for (const ids of held.values()) ids.delete(id);
  await call(nc, presenceEndpoints.disconnected, { connectionId: id });
};
const heartbeats = setInterval(() => {
  for (const [instanceId, ids] of held) {
    if (instanceId === 'gw-crashed') continue;
    void call(nc, presenceEndpoints.heartbeat, { instanceId, connectionIds: [...ids] }).catch(
      () => undefined,
    );
  }
}, STALE_MS / 5);
afterAll(() => clearInterval(heartbeats));

describe('presence in the user service', () => {
  it('goes online with the first connection and offline with the last, keeping last seen', async () => {
    const userId = await newPerson();
    expect(await presenceOf(userId)).toEqual({ userId, online: false, lastSeen: null });

    const tab1 = await open('gw-a', userId);
    const tab2 = await open('gw-b', userId);
    // A repeated announcement counts once.
    await open('gw-a', userId, tab1);
    expect(await presenceOf(userId)).toEqual({ userId, online: true, lastSeen: null });

    await close(tab1);
    await settle();
    expect(await presenceOf(userId)).toMatchObject({ online: true });
    expect(changesOf(userId)).toEqual([{ userId, online: true, lastSeen: null }]);

    const before = Date.now();
    await close(tab2);
    // An unknown or already closed connection changes nothing.
    await close(tab2);
    const after = await presenceOf(userId);
    expect(after.online).toBe(false);
    expect(Date.parse(after.lastSeen!)).toBeGreaterThanOrEqual(before - 1_000);
    await eventually(() => expect(changesOf(userId)).toHaveLength(2));
    expect(changesOf(userId)[1]).toEqual(after);
  });

  it('announces each flip once when many tabs open and close at once across instances', async () => {
    const userId = await newPerson();
    const tabs = await Promise.all(Array.from({ length: 20 }, (_, i) => open(`gw-${i % 3}`, userId)));
    await settle();
    expect(changesOf(userId)).toEqual([{ userId, online: true, lastSeen: null }]);
    await Promise.all(tabs.map(close));
    await settle();
    expect(changesOf(userId).map((c) => c.online)).toEqual([true, false]);
    expect(await presenceOf(userId)).toMatchObject({ online: false });
  });

  it('drops the connections of a gateway process that stops sending heartbeats', async () => {
    const [kept, dropped] = [await newPerson(), await newPerson()];
    const keptTab = await open('gw-alive', kept);
    const started = Date.now();
    await open('gw-crashed', dropped);
    await eventually(
      async () => expect(await presenceOf(dropped)).toMatchObject({ online: false }),
      4 * STALE_MS,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALE_MS - 100);
    expect(await presenceOf(kept)).toMatchObject({ online: true });
    await eventually(() => expect(changesOf(dropped).map((c) => c.online)).toEqual([true, false]));
    await close(keptTab);
  });

  it('names the listed connections it does not hold, and drops the unlisted ones of that process', async () => {
    const userId = await newPerson();
    const listed = await open('gw-beat', userId);
    const unlisted = await open('gw-beat', userId);
    const unknown = connectionId();
    // A connection younger than the grace is kept even though unlisted (it may postdate the list).
    await expect(
      call(nc, presenceEndpoints.heartbeat, { instanceId: 'gw-beat', connectionIds: [listed, unknown] }),
    ).resolves.toEqual({ missing: [unknown] });
    expect(await presenceOf(userId)).toMatchObject({ online: true });

    const reader = await openDatabase({
      service: 'users',
      schema: presenceTables,
      migrationsFolder: path.join(__dirname, '..', '..', 'drizzle'),
      databaseUrl: pg.url,
      dataDir: data.dir,
      log: createLogger('reader', 'silent'),
    });
    try {
      held.get('gw-beat')!.delete(unlisted);
      const beat = { instanceId: 'gw-beat', connectionIds: [listed], graceMs: 0 };
      expect(await renewGateway(reader.db, beat)).toEqual({ wentOffline: [], missing: [] });
      held.get('gw-beat')!.delete(listed);
      const both = await renewGateway(reader.db, { ...beat, connectionIds: [] });
      expect(both.wentOffline).toEqual([{ userId, online: false, lastSeen: expect.any(String) }]);
    } finally {
      await reader.close();
    }
    // The repository answers who went offline; announcing it is the handler's part.
    expect(await presenceOf(userId)).toMatchObject({ online: false });
  });

  it('answers presence in the order asked and refuses bad reads', async () => {
    const [a, b] = [await newPerson(), await newPerson()];
    const tab = await open('gw-a', b);
    const { presence } = await call(nc, presenceEndpoints.of, { actor: admin, userIds: [b, a, b] });
    expect(presence).toEqual([
      { userId: b, online: true, lastSeen: null },
      { userId: a, online: false, lastSeen: null },
      { userId: b, online: true, lastSeen: null },
    ]);
    await close(tab);

    for (const userIds of [[], Array.from({ length: PRESENCE_QUERY_MAX_USERS + 1 }, (_, i) => i + 1), [0]]) {
      await expect(call(nc, presenceEndpoints.of, { actor: admin, userIds })).rejects.toMatchObject({
        code: ErrorCode.BadInput,
      });
    }
    // A deactivated account reads nothing, whatever its token said.
    const form = memberForm();
    const gone = await instances[0]!.addUser(form);
    const { actor } = await signInAs(nc, form.email, form.password);
    await instances[0]!.setActive(gone, false);
    await expect(call(nc, presenceEndpoints.of, { actor, userIds: [a] })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
  });
});
