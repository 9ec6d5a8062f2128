import {
  CHAT_EVENTS_STREAM,
  chatEvents,
  conversionOutcomeSubject,
  DOCUMENT_JOBS_STREAM,
  documentJobSubject,
  endpoint,
  userAdminEndpoints,
} from '@canstring/contracts';
import {
  call,
  connectNats,
  createLogger,
  freePort,
  handler,
  type NatsConnection,
  probeNats,
  type RunningService,
  startService,
} from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { z } from 'zod';
import { ensureNats, type PlatformNats } from './nats';
import { loadNatsUsers, type NatsUsers } from './nats-auth';
import { busRoles, type NatsUserName, natsUserNames } from './nats-permissions';
import type { PrefixedOutput } from './output';

/**
 * The bus as the launcher starts it: nats-server with the generated users and permissions. Each
 * service may serve and call what it needs and nothing else; a client without credentials is refused.
 */

const log = createLogger('nats-permissions-test', 'silent');
const output: PrefixedOutput = { line: () => undefined };
const anything = (subject: string) => endpoint(subject, z.unknown(), z.object({ served: z.string() }));

let data: { dir: string; remove(): void };
let nats: PlatformNats;
let users: NatsUsers;
const connections: NatsConnection[] = [];
const services: RunningService[] = [];

/** A connection as one service, with the permission errors the server sends it. */
const connectAs = async (user: NatsUserName) => {
  const nc = await connectNats(nats.url, `test-${user}`, users[user]);
  connections.push(nc);
  const violations: string[] = [];
  void (async () => {
    for await (const status of nc.status())
      if (status.type === 'error') violations.push(String((status as { error?: Error }).error?.message));
  })();
  return { nc, violations };
};

/** Serves the subjects with `startService`, as the given service, answering who served. */
const serveAs = async (user: NatsUserName, subjects: string[]) => {
  const { nc } = await connectAs(user);
  const service = await startService({
    nc,
    name: user.replace(/[^a-z]/g, ''),
    version: '1.0.0',
    description: `stands in for the ${user} service`,
    log,
    // Its health endpoint is startService's own.
    handlers: subjects
      .filter((subject) => !subject.endsWith('.health'))
      .map((subject) => handler(anything(subject), async () => ({ served: user }))),
  });
  services.push(service);
  return service;
};

/** The service whose served prefixes cover the subject. */
const serverOf = (subject: string): NatsUserName => {
  const owner = natsUserNames.find((u) => busRoles[u].serves.some((p) => subject.startsWith(`${p}.`)));
  if (!owner) throw new Error(`No service serves ${subject}`);
  return owner;
};

/** A concrete subject for a pattern: each `*` (a room, a user) becomes one token. */
const concrete = (pattern: string) => pattern.replace(/\*/g, 'x1');

const jsRequest = async (nc: NatsConnection, subject: string, body: unknown = {}) =>
  (await nc.request(subject, JSON.stringify(body), { timeout: 5_000 })).json<Record<string, unknown>>();

beforeAll(async () => {
  data = tempDir('nats-permissions');
  users = loadNatsUsers(data.dir);
  nats = await ensureNats({
    url: `nats://127.0.0.1:${await freePort()}`,
    dataDir: data.dir,
    output,
    users,
    timeoutMs: 30_000,
  });
}, 60_000);

afterAll(async () => {
  await Promise.all(services.map((s) => s.stop().catch(() => undefined)));
  await Promise.all(connections.map((c) => c.close().catch(() => undefined)));
  await Promise.all(nats.servers.map((server) => server.stop()));
  data.remove();
});

describe('the bus the launcher starts', () => {
  it('refuses a client without credentials, or with a wrong password', async () => {
    expect(await probeNats(nats.url)).toBe('refused');
    expect(await probeNats(nats.url, { ...users.chat, password: 'guessed' })).toBe('refused');
    expect(await probeNats(nats.url, users.chat)).toBe('answers');
  });

  it("does not let one service's credentials call another service's admin subjects", async () => {
    let created = 0;
    const { nc: userNc } = await connectAs('user');
    const admin = await startService({
      nc: userNc,
      name: 'user',
      version: '1.0.0',
      description: 'stands in for the user service',
      log,
      handlers: [
        handler(anything(userAdminEndpoints.create.subject), async () => {
          created += 1;
          return { served: 'user' };
        }),
      ],
    });
    services.push(admin);

    const chat = await connectAs('chat');
    await expect(
      chat.nc.request(userAdminEndpoints.create.subject, '{}', { timeout: 2_000 }),
    ).rejects.toThrow(/Permissions Violation for Publish/);
    chat.nc.publish(userAdminEndpoints.create.subject, '{}');
    await chat.nc.flush();

    // Nor may it listen to what others send the user service.
    const overheard: string[] = [];
    const subscriptionErrors: string[] = [];
    chat.nc.subscribe('user.>', {
      callback: (err, msg) => {
        if (err) subscriptionErrors.push(err.message);
        else overheard.push(msg.subject);
      },
    });
    await chat.nc.flush();

    // The administrator's edge may call it: the refusals above are the permissions, not a missing service.
    const gateway = await connectAs('gateway');
    expect(await call(gateway.nc, anything(userAdminEndpoints.create.subject), {})).toEqual({
      served: 'user',
    });
    expect(created).toBe(1);
    expect(overheard).toEqual([]);
    expect([...subscriptionErrors, ...chat.violations].join('\n')).toMatch(
      /Permissions Violation for Subscription to "user\.>"/,
    );
    expect(chat.violations.join('\n')).toMatch(/Permissions Violation for Publish to "user\.admin\.create"/);
    await admin.stop();
  });

  it('lets each service serve its endpoints and call the ones it calls', async () => {
    const called = new Map<NatsUserName, Set<string>>();
    for (const user of natsUserNames)
      for (const e of busRoles[user].calls) {
        const server = serverOf(e.subject);
        called.set(server, (called.get(server) ?? new Set()).add(e.subject));
      }
    for (const [server, subjects] of called) await serveAs(server, [...subjects]);

    for (const user of natsUserNames) {
      const { nc, violations } = await connectAs(user);
      for (const e of busRoles[user].calls) {
        const answer = await call(
          nc,
          endpoint(e.subject, z.unknown(), z.record(z.string(), z.unknown())),
          {},
        );
        expect({ subject: e.subject, by: answer.served ?? answer.service }).toEqual({
          subject: e.subject,
          by: serverOf(e.subject),
        });
      }
      expect(violations).toEqual([]);
    }
  }, 60_000);

  it('lets each service publish its events and listen to the ones it follows', async () => {
    for (const user of natsUserNames) {
      const { nc, violations } = await connectAs(user);
      for (const subject of busRoles[user].listens) nc.subscribe(subject, { callback: () => undefined });
      for (const subject of busRoles[user].publishes) nc.publish(concrete(subject), '{}');
      await nc.flush();
      expect({ user, violations }).toEqual({ user, violations: [] });
    }
    // A listener hears what a publisher sends: the room's events reach the gateway.
    const gateway = await connectAs('gateway');
    const room = await connectAs('room');
    const heard = new Promise<string>((resolve) =>
      gateway.nc.subscribe(busRoles.gateway.listens.find((s) => s.startsWith('room.'))!, {
        callback: (_err, msg) => resolve(msg.subject),
      }),
    );
    await gateway.nc.flush();
    room.nc.publish('room.events.r1', '{}');
    expect(await heard).toBe('room.events.r1');
  });

  it('lets chat write the chat events stream, the gateway, the media and lesson services read it, and no one else', async () => {
    const chat = await connectAs('chat');
    expect(await jsRequest(chat.nc, '$JS.API.INFO')).not.toHaveProperty('error');
    const created = await jsRequest(chat.nc, `$JS.API.STREAM.CREATE.${CHAT_EVENTS_STREAM}`, {
      name: CHAT_EVENTS_STREAM,
      subjects: ['chat.events.>'],
    });
    expect(created).not.toHaveProperty('error');
    const ack = await jsRequest(chat.nc, chatEvents.messageCreated, { message: 1 });
    expect(ack).toMatchObject({ stream: CHAT_EVENTS_STREAM, seq: 1 });

    // The gateway: an ephemeral consumer of new messages (as its ordered consumers make).
    const gateway = await connectAs('gateway');
    expect(await jsRequest(gateway.nc, `$JS.API.STREAM.INFO.${CHAT_EVENTS_STREAM}`)).not.toHaveProperty(
      'error',
    );
    const feed = `$JS.API.CONSUMER.CREATE.${CHAT_EVENTS_STREAM}.feed.${chatEvents.messageCreated}`;
    expect(
      await jsRequest(gateway.nc, feed, {
        stream_name: CHAT_EVENTS_STREAM,
        config: {
          name: 'feed',
          filter_subject: chatEvents.messageCreated,
          ack_policy: 'none',
          deliver_policy: 'all',
        },
      }),
    ).not.toHaveProperty('error');
    const next = await gateway.nc.request(
      `$JS.API.CONSUMER.MSG.NEXT.${CHAT_EVENTS_STREAM}.feed`,
      JSON.stringify({ batch: 1, expires: 3_000_000_000 }),
      // A pull's messages come to the request's own inbox (no shared reply subscription).
      { timeout: 5_000, noMux: true },
    );
    expect(next.json()).toEqual({ message: 1 });

    // The media service: its durable consumer, acknowledged.
    const media = await connectAs('media');
    const durable = `$JS.API.CONSUMER.CREATE.${CHAT_EVENTS_STREAM}.files`;
    expect(
      await jsRequest(media.nc, durable, {
        stream_name: CHAT_EVENTS_STREAM,
        config: { durable_name: 'files', name: 'files', ack_policy: 'explicit', deliver_policy: 'all' },
      }),
    ).not.toHaveProperty('error');
    const pulled = await media.nc.request(
      `$JS.API.CONSUMER.MSG.NEXT.${CHAT_EVENTS_STREAM}.files`,
      JSON.stringify({ batch: 1, expires: 3_000_000_000 }),
      { timeout: 5_000, noMux: true },
    );
    expect(pulled.reply).toMatch(/^\$JS\.ACK\./);
    pulled.respond();
    await media.nc.flush();
    expect({ gateway: gateway.violations, media: media.violations }).toEqual({ gateway: [], media: [] });

    // The lesson service: its durable consumer of every chat event, told it is still working, acknowledged.
    const lesson = await connectAs('lesson');
    const intake = `$JS.API.CONSUMER.CREATE.${CHAT_EVENTS_STREAM}.intake`;
    expect(
      await jsRequest(lesson.nc, intake, {
        stream_name: CHAT_EVENTS_STREAM,
        config: {
          durable_name: 'intake',
          name: 'intake',
          ack_policy: 'explicit',
          deliver_policy: 'all',
          max_ack_pending: 1,
        },
      }),
    ).not.toHaveProperty('error');
    const event = await lesson.nc.request(
      `$JS.API.CONSUMER.MSG.NEXT.${CHAT_EVENTS_STREAM}.intake`,
      JSON.stringify({ batch: 1, expires: 3_000_000_000 }),
      { timeout: 5_000, noMux: true },
    );
    expect(event.json()).toEqual({ message: 1 });
    lesson.nc.publish(event.reply as string, '+WPI');
    event.respond();
    await lesson.nc.flush();
    expect(lesson.violations).toEqual([]);

    // Chat may not read the stream back, and an edge may not delete it.
    await expect(jsRequest(chat.nc, `$JS.API.CONSUMER.CREATE.${CHAT_EVENTS_STREAM}`, {})).rejects.toThrow(
      /Permissions Violation/,
    );
    const legacy = await connectAs('legacy-rest');
    await expect(jsRequest(legacy.nc, `$JS.API.STREAM.DELETE.${CHAT_EVENTS_STREAM}`)).rejects.toThrow(
      /Permissions Violation/,
    );
  }, 30_000);

  it('lets the media service make its document work queue, queue jobs, take and ack them, and tell their outcome', async () => {
    const media = await connectAs('media');
    const created = await jsRequest(media.nc, `$JS.API.STREAM.CREATE.${DOCUMENT_JOBS_STREAM}`, {
      name: DOCUMENT_JOBS_STREAM,
      subjects: [documentJobSubject],
      retention: 'workqueue',
    });
    expect(created).not.toHaveProperty('error');
    const converter = `$JS.API.CONSUMER.CREATE.${DOCUMENT_JOBS_STREAM}.converter`;
    expect(
      await jsRequest(media.nc, converter, {
        stream_name: DOCUMENT_JOBS_STREAM,
        config: {
          durable_name: 'converter',
          name: 'converter',
          ack_policy: 'explicit',
          deliver_policy: 'all',
        },
      }),
    ).not.toHaveProperty('error');
    expect(await jsRequest(media.nc, documentJobSubject, { job: 1 })).toMatchObject({
      stream: DOCUMENT_JOBS_STREAM,
      seq: 1,
    });
    const outcome = conversionOutcomeSubject('a'.repeat(64));
    const waiting = media.nc.subscribe(outcome, { max: 1 });
    const job = await media.nc.request(
      `$JS.API.CONSUMER.MSG.NEXT.${DOCUMENT_JOBS_STREAM}.converter`,
      JSON.stringify({ batch: 1, expires: 3_000_000_000 }),
      { timeout: 5_000, noMux: true },
    );
    expect(job.json()).toEqual({ job: 1 });
    job.respond();
    media.nc.publish(outcome, JSON.stringify({ state: 'converted', totalPages: 3 }));
    for await (const told of waiting) expect(told.json()).toEqual({ state: 'converted', totalPages: 3 });
    await media.nc.flush();
    expect(media.violations).toEqual([]);

    // No one else queues conversions or reads the queue.
    const gateway = await connectAs('gateway');
    await expect(jsRequest(gateway.nc, `$JS.API.STREAM.INFO.${DOCUMENT_JOBS_STREAM}`)).rejects.toThrow(
      /Permissions Violation/,
    );
  }, 30_000);

  it("keeps each service's replies in its own inbox: no service can read another's", async () => {
    const media = await connectAs('media');
    const subscriptionErrors: string[] = [];
    const keep = (err: Error | null) => {
      if (err) subscriptionErrors.push(err.message);
    };
    media.nc.subscribe('_INBOX_gateway.>', { callback: keep });
    media.nc.subscribe('_INBOX.>', { callback: keep });
    await media.nc.flush();
    expect([...subscriptionErrors, ...media.violations].join('\n')).toMatch(
      /Permissions Violation for Subscription to "_INBOX_gateway\.>"/,
    );
    expect([...subscriptionErrors, ...media.violations].join('\n')).toMatch(
      /Permissions Violation for Subscription to "_INBOX\.>"/,
    );
  });
});
