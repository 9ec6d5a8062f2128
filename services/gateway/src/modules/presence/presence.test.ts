import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  type Actor,
  ErrorCode,
  groupEndpoints,
  PRESENCE_QUERY_MAX_USERS,
  presenceEndpoints,
  userAdminEndpoints,
  userEndpoints,
} from '@canstring/contracts';
import {
  call,
  connectNats,
  createLogger,
  freePort,
  type NatsConnection,
  waitForPort,
} from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '@canstring/user-service/testing';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type RunningGateway, startGateway } from '../../gateway';
import { graphqlRequest } from '../../test-support/test-client';

/** Short windows, so a silent gateway process's people go offline within the test. */
const STALE_MS = 1_500;
const HEARTBEAT_MS = 300;

interface PresenceAnswer {
  userId: string;
  online: boolean;
  lastSeen: string | null;
}
interface Person {
  id: number;
  token: string;
}

let nats: TestNats;
let nc: NatsConnection;
let users: TestUserService;
let gateway: RunningGateway;
let admin: Actor;
const clients: Client[] = [];
let counter = 0;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'presence-gateway-test');
  users = await startUserServiceForTest({ natsUrl: nats.url, presenceStaleMs: STALE_MS });
  gateway = await startGateway({
    natsUrl: nats.url,
    port: 0,
    log: createLogger('presence-test', 'silent'),
    presenceHeartbeatMs: HEARTBEAT_MS,
  });
  admin = (await signIn(users.adminEmail, users.adminPassword)).actor;
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await gateway?.stop();
  await users?.stop();
  await nc?.close();
  await nats?.stop();
});

const signIn = async (email: string, password: string) => {
  const result = await call(nc, userEndpoints.authenticate, { email, password });
  if (result.kind !== 'session') throw new Error('expected a session');
  const { actor } = await call(nc, userEndpoints.checkToken, { token: result.session.token });
  return { token: result.session.token, actor };
};

const person = async (): Promise<Person> => {
  counter += 1;
  const email = `presence-${counter}-${process.pid}@example.org`;
  const { user } = await call(nc, userAdminEndpoints.create, {
    actor: admin,
    user: { email, password: 'secret-1', firstName: `P${counter}`, role: 2, phone: '(201) 555-0123' },
  });
  return { id: user.id, token: (await signIn(email, 'secret-1')).token };
};

/** A graphql-ws connection (a browser tab) that is open once the promise resolves. */
const tab = async (token: string, url = gateway.wsUrl) => {
  let opened: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    // A closed or killed gateway ends the tab; that is what these tests do on purpose.
    onNonLazyError: () => undefined,
    on: { connected: () => opened() },
  });
  clients.push(client);
  await ready;
  return client;
};

/** Every presence change a subscriber receives, in order. */
const watchChanges = async (token: string) => {
  const client = await tab(token);
  const seen: PresenceAnswer[] = [];
  const errors: unknown[] = [];
  client.subscribe<{ presenceChanged: PresenceAnswer }>(
    { query: 'subscription { presenceChanged { userId online lastSeen } }' },
    {
      next: (value) => {
        if (value.data) seen.push(value.data.presenceChanged);
        if (value.errors) errors.push(...value.errors);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  // The subscription is in place once the service answers for it; a change made now is seen.
  await new Promise((r) => setTimeout(r, 200));
  return { seen, errors, client, of: (p: Person) => seen.filter((c) => c.userId === String(p.id)) };
};

const presenceQuery = 'query ($ids: [ID!]!) { presence(userIds: $ids) { userId online lastSeen } }';
const readPresence = async (token: string, ids: (number | string)[]) =>
  graphqlRequest<{ presence: PresenceAnswer[] }>(gateway.url, presenceQuery, {
    variables: { ids: ids.map(String) },
    token,
  });
const presenceOf = async (p: Person, reader: Person) =>
  (await readPresence(reader.token, [p.id])).data!.presence[0]!;

const until = async <T>(
  what: string,
  read: () => Promise<T> | T,
  ok: (v: T) => boolean,
  withinMs = 5_000,
) => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('presence through the gateway', () => {
  it('a connection makes its person online for other subscribers; closing it makes them offline within seconds', async () => {
    const [ana, ben] = [await person(), await person()];
    const watcher = await watchChanges(ben.token);
    expect(await presenceOf(ana, ben)).toEqual({ userId: String(ana.id), online: false, lastSeen: null });

    const anaTab = await tab(ana.token);
    await until(
      'online event',
      () => watcher.of(ana),
      (c) => c.length === 1,
    );
    expect(watcher.of(ana)).toEqual([{ userId: String(ana.id), online: true, lastSeen: null }]);
    expect(await presenceOf(ana, ben)).toMatchObject({ online: true, lastSeen: null });

    const closedAt = Date.now();
    await anaTab.dispose();
    const events = await until(
      'offline event',
      () => watcher.of(ana),
      (c) => c.length === 2,
    );
    const tookMs = Date.now() - closedAt;
    expect(tookMs).toBeLessThan(2_000);
    expect(events[1]).toMatchObject({ userId: String(ana.id), online: false });
    expect(Math.abs(Date.parse(events[1]!.lastSeen!) - closedAt)).toBeLessThan(2_000);
    expect(await presenceOf(ana, ben)).toEqual(events[1]);
    expect(watcher.errors).toEqual([]);
    console.info(`presence: offline seen by another subscriber ${tookMs} ms after the tab closed`);
  });

  it('a page that subscribes just after a change still receives it (read, then subscribe, loses nothing)', async () => {
    const [ana, ben] = [await person(), await person()];
    await tab(ana.token);
    await until(
      'online',
      () => presenceOf(ana, ben),
      (p) => p.online,
    );
    const lateWatcher = await watchChanges(ben.token);
    expect(lateWatcher.of(ana)).toEqual([{ userId: String(ana.id), online: true, lastSeen: null }]);
  });

  it('two tabs: closing one keeps the person online, closing both takes them offline', async () => {
    const [ana, ben] = [await person(), await person()];
    const watcher = await watchChanges(ben.token);
    const first = await tab(ana.token);
    const second = await tab(ana.token);
    await until(
      'online',
      () => presenceOf(ana, ben),
      (p) => p.online,
    );
    await first.dispose();
    // Long enough for a wrong offline to have arrived.
    await new Promise((r) => setTimeout(r, 500));
    expect(await presenceOf(ana, ben)).toMatchObject({ online: true });
    await second.dispose();
    await until(
      'offline',
      () => presenceOf(ana, ben),
      (p) => !p.online,
    );
    await until(
      'events',
      () => watcher.of(ana),
      (c) => c.length === 2,
    );
    expect(watcher.of(ana).map((c) => c.online)).toEqual([true, false]);
  });

  it('a gateway process killed without goodbye keeps its people online until the stale window passes', async () => {
    const [ana, ben] = [await person(), await person()];
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', '..', 'main.ts')], {
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        NATS_URL: nats.url,
        GATEWAY_PORT: String(port),
        PRESENCE_HEARTBEAT_MS: String(HEARTBEAT_MS),
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await waitForPort(port, '127.0.0.1', 20_000);
      await tab(ana.token, `ws://127.0.0.1:${port}/graphql`);
      await until(
        'online',
        () => presenceOf(ana, ben),
        (p) => p.online,
      );
      // Heartbeats keep it online while the process lives.
      await new Promise((r) => setTimeout(r, STALE_MS + 500));
      expect(await presenceOf(ana, ben)).toMatchObject({ online: true });

      const killedAt = Date.now();
      child.kill('SIGKILL');
      await exited;
      await new Promise((r) => setTimeout(r, STALE_MS / 2));
      expect(await presenceOf(ana, ben)).toMatchObject({ online: true });
      const offline = await until(
        'offline',
        () => presenceOf(ana, ben),
        (p) => !p.online,
        4 * STALE_MS,
      );
      const tookMs = Date.now() - killedAt;
      expect(tookMs).toBeGreaterThanOrEqual(STALE_MS - HEARTBEAT_MS);
      expect(offline.lastSeen).not.toBeNull();
      console.info(
        `presence: offline ${tookMs} ms after its gateway process was killed (window ${STALE_MS} ms)`,
      );
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('a gateway stopping cleanly takes its people offline at once', async () => {
    const [ana, ben] = [await person(), await person()];
    const other = await startGateway({
      natsUrl: nats.url,
      port: 0,
      log: createLogger('presence-2', 'silent'),
    });
    await tab(ana.token, other.wsUrl);
    await until(
      'online',
      () => presenceOf(ana, ben),
      (p) => p.online,
    );
    await other.stop();
    expect(await presenceOf(ana, ben)).toMatchObject({ online: false });
  });

  it('a client that stops answering pings is dropped and goes offline', async () => {
    const [ana, ben] = [await person(), await person()];
    const keepAliveMs = 200;
    const other = await startGateway({
      natsUrl: nats.url,
      port: 0,
      log: createLogger('presence-3', 'silent'),
      wsKeepAliveMs: keepAliveMs,
    });
    // A socket whose far end vanished: open, signed in, but it never answers a ping.
    const socket = new WebSocket(other.wsUrl, 'graphql-transport-ws', { autoPong: false });
    try {
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: ana.token } }));
      await until(
        'online',
        () => presenceOf(ana, ben),
        (p) => p.online,
      );
      const since = Date.now();
      await until(
        'offline',
        () => presenceOf(ana, ben),
        (p) => !p.online,
        10 * keepAliveMs,
      );
      expect(Date.now() - since).toBeLessThan(3 * keepAliveMs + 500);
    } finally {
      socket.terminate();
      await other.stop();
    }
  });

  it("reads group members' presence in one call to the user service", async () => {
    const members = [await person(), await person(), await person()];
    const { group } = await call(nc, groupEndpoints.create, {
      actor: admin,
      group: { name: 'Presence class', userIds: members.map((m) => m.id) },
    });
    await tab(members[1]!.token);
    await until(
      'online',
      () => presenceOf(members[1]!, members[0]!),
      (p) => p.online,
    );

    let reads = 0;
    const counting = nc.subscribe(presenceEndpoints.of.subject, {
      callback: () => {
        reads += 1;
      },
    });
    await nc.flush();
    const answer = await graphqlRequest<{
      groupMembers: { members: { id: string; presence: PresenceAnswer }[] };
    }>(
      gateway.url,
      'query ($g: ID!) { groupMembers(groupId: $g) { members { id presence { userId online lastSeen } } } }',
      { variables: { g: String(group.id) }, token: members[0]!.token },
    );
    counting.unsubscribe();
    expect(answer.errors).toBeUndefined();
    const byId = new Map(answer.data!.groupMembers.members.map((m) => [m.id, m.presence]));
    expect(byId.get(String(members[1]!.id))).toMatchObject({ online: true, lastSeen: null });
    expect(byId.get(String(members[2]!.id))).toMatchObject({ online: false });
    expect(reads).toBe(1);
  });

  it('answers in the order asked and refuses visitors, bad ids and too many people', async () => {
    const [ana, ben] = [await person(), await person()];
    const answer = await readPresence(ana.token, [ben.id, ana.id]);
    expect(answer.data!.presence.map((p) => p.userId)).toEqual([String(ben.id), String(ana.id)]);
    expect((await readPresence(ana.token, [])).data!.presence).toEqual([]);

    const visitor = await graphqlRequest(gateway.url, presenceQuery, {
      variables: { ids: [String(ana.id)] },
    });
    expect(visitor.errors?.[0]?.extensions?.code).toBe(ErrorCode.Unauthenticated);
    const bad = await readPresence(ana.token, ['x1']);
    expect(bad.errors?.[0]?.extensions?.code).toBe(ErrorCode.BadInput);
    const many = Array.from({ length: PRESENCE_QUERY_MAX_USERS + 1 }, (_, i) => i + 1);
    expect((await readPresence(ana.token, many)).errors?.[0]?.extensions?.code).toBe(ErrorCode.BadInput);

    const anonymous = createClient({ url: gateway.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    clients.push(anonymous);
    const refused = await new Promise<unknown>((resolve) => {
      anonymous.subscribe(
        { query: 'subscription { presenceChanged { userId } }' },
        { next: (v) => resolve(v.errors?.[0]), error: resolve, complete: () => undefined },
      );
    });
    expect(refused).toMatchObject({ extensions: { code: ErrorCode.Unauthenticated } });
  });
});
