import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { createLogger, type Database, openDatabase } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase } from '@canstring/service-kit/testing';
import { type MediaSchema, schema } from '../db/schema';
import { janusClientForTest } from '../test-support/janus-client-for-test';
import { startJanusForTest, type TestJanus } from '../test-support/media-servers-for-test';
import { newRoomMediaToken } from '../tokens/room-media-token';
import { type JanusServer, janusServerOf } from './janus-server';
import { databasePlacement, type RoomPlacement } from './room-placement';
import { type ServerHealth, serverHealth } from './server-health';

jest.setTimeout(90_000);

const log = createLogger('test', 'silent');
const secret = randomBytes(24).toString('base64url');
const migrationsFolder = path.join(__dirname, '..', '..', 'drizzle');

let a: TestJanus;
let b: TestJanus;
let database: TestDatabase;
/** Two instances of the media service: each its own database pool, health and placement. */
const instances: {
  db: Database<MediaSchema>;
  close(): Promise<void>;
  health: ServerHealth;
  placement: RoomPlacement;
}[] = [];
let servers: JanusServer[];

beforeAll(async () => {
  [a, b] = await Promise.all([
    startJanusForTest({ adminSecret: secret }),
    startJanusForTest({ adminSecret: secret, rtpPortRange: '20300-20500' }),
  ]);
  database = await createTestDatabase();
  servers = [
    janusServerOf({ name: 'janus-a', wsUrl: a.wsUrl, adminUrl: a.adminUrl }, secret, { turn: undefined }),
    janusServerOf({ name: 'janus-b', wsUrl: b.wsUrl, adminUrl: b.adminUrl }, secret, { turn: undefined }),
  ];
  for (let i = 0; i < 2; i += 1) {
    const { db, close } = await openDatabase({
      service: 'media',
      schema,
      migrationsFolder,
      databaseUrl: database.url,
      dataDir: '',
      log,
    });
    const health = serverHealth(servers, secret, log);
    instances.push({ db, close, health, placement: databasePlacement(servers, db, health, log) });
  }
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database?.drop();
  await Promise.all([a?.stop(), b?.stop()]);
});

const [one, two] = [() => instances[0]!, () => instances[1]!];
const byName = (name: string) => servers.find((s) => s.name === name)!;
const testJanusOf = (name: string) => (name === 'janus-a' ? a : b);

/** A participant in the room on its server: a Janus session that joined the VideoRoom (no media). */
const joinRoom = async (janusRoomId: number) => {
  const server = await one().placement.place(janusRoomId);
  await server.rooms.ensure(janusRoomId, 'Placement');
  const token = newRoomMediaToken({
    janusRoomId,
    participantId: randomUUID(),
    expiry: Math.floor(Date.now() / 1000) + 600,
  });
  await server.admin.addToken(token);
  await server.rooms.allow(janusRoomId, [token], 'add');
  const client = janusClientForTest(testJanusOf(server.name).httpUrl);
  const opened = await client.attach(token);
  if (!opened.session || !opened.path) throw new Error('Janus refused the session');
  const joined = await client.ask({ session: opened.session, path: opened.path }, token, {
    request: 'join',
    ptype: 'publisher',
    room: janusRoomId,
    token,
  });
  expect(joined).toMatchObject({ videoroom: 'joined' });
  return server;
};

const roomId = () => 1 + Math.floor(Math.random() * 2 ** 40);

describe('placing rooms on several Janus servers', () => {
  it('places a new room on the least-loaded answering server, and every instance finds it there', async () => {
    const busy = roomId();
    const busyServer = await joinRoom(busy);
    await joinRoom(busy);
    await one().health.check();
    await two().health.check();
    expect(one().health.stateOf(busyServer.name).load).toMatchObject({ participants: 2 });

    const next = roomId();
    const placed = await one().placement.place(next);
    expect(placed.name).not.toBe(busyServer.name);
    expect((await two().placement.placedOn(next))?.name).toBe(placed.name);
    expect((await two().placement.place(next)).name).toBe(placed.name);
    expect((await one().placement.placedOn(busy))?.name).toBe(busyServer.name);
  });

  it('agrees on one server when two instances place the same room at once', async () => {
    for (let i = 0; i < 5; i += 1) {
      const id = roomId();
      const [first, second] = await Promise.all([one().placement.place(id), two().placement.place(id)]);
      expect(second.name).toBe(first.name);
    }
  });

  it('keeps a room on a server lost a moment ago that still holds it; one it does not hold moves on', async () => {
    // An instance that holds back a server lost lately, as the service does.
    const health = serverHealth(servers, secret, log, 60_000);
    const placement = databasePlacement(servers, one().db, health, log);
    const held = roomId();
    const server = await joinRoom(held);
    // Its ping went unanswered a moment ago (a busy server), and it answers again.
    health.pinged(server, false);
    health.pinged(server, true);
    expect(health.usable(server.name)).toBe(false);
    // The room's people are on it: the room stays, for every instance.
    expect((await placement.place(held)).name).toBe(server.name);
    expect((await two().placement.placedOn(held))?.name).toBe(server.name);

    // A room placed there but not made on it (as after a restart, which empties a server) moves on.
    const empty = roomId();
    await one().placement.place(empty);
    const emptyOn = (await one().placement.placedOn(empty))!;
    health.pinged(emptyOn, false);
    health.pinged(emptyOn, true);
    const movedTo = servers.find((s) => s.name !== emptyOn.name)!;
    expect((await placement.place(empty)).name).toBe(movedTo.name);
  });

  it('moves the rooms of a server that stopped answering, and places new rooms on the answering one only', async () => {
    const onB = roomId();
    const server = await one().placement.place(onB);
    const lost = testJanusOf(server.name);
    const survivor = servers.find((s) => s.name !== server.name)!;
    await lost.kill();

    // The first instance notices by its check and moves the lost server's rooms.
    expect(await one().health.check()).toEqual([server.name]);
    expect(await one().placement.moveRoomsOf(server.name)).toBeGreaterThanOrEqual(1);
    expect((await two().placement.placedOn(onB))?.name).toBe(survivor.name);
    // The second instance has not checked yet: its next placement still avoids the lost server.
    for (let i = 0; i < 3; i += 1) expect((await two().placement.place(roomId())).name).toBe(survivor.name);
    expect(two().health.stateOf(server.name).answering).toBe(false);
    // The moved room is made on its new server when its participants ask for passes again.
    await byName(survivor.name).rooms.ensure(onB, 'Moved');
    expect(await byName(survivor.name).rooms.exists(onB)).toBe(true);
  });
});
