import { createHmac, randomUUID } from 'node:crypto';
import {
  type Actor,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  groupEndpoints,
  Role,
  userAdminEndpoints,
  userEndpoints,
} from '@canstring/contracts';
import { call, connectNats, createLogger, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { type RunningLegacyRest, startLegacyRest } from '../server';
import { type LegacyAnswer, type LegacyRequest, legacyClient } from '../test-client';

type TestUsers = Awaited<ReturnType<typeof startUserServiceForTest>>;

export interface Person {
  id: number;
  email: string;
  password: string;
  firstName: string;
}

/** A page on another host: requests and answers go encrypted, as the old client sends them in production. */
export const REMOTE_ORIGIN = 'https://school.example.org';

/** Everything an administration test of the old contract needs: real NATS, the real user service, the adapter. */
export interface LegacyAdminTestBed {
  users: TestUsers;
  admin: { token: string; actor: Actor; id: number };
  member: Person & { token: string };
  /** A meeting guest's token: signed with the right secret, but no account behind it. */
  guestToken: string;
  /** One request to the adapter, encrypted, from a page on another host. */
  request(path: string, options?: Omit<LegacyRequest, 'origin'>): Promise<LegacyAnswer>;
  /** The same, as the administrator. */
  asAdminRequest(path: string, options?: Omit<LegacyRequest, 'origin' | 'token'>): Promise<LegacyAnswer>;
  /** A new member account that has never signed in. */
  newMember(): Promise<Person>;
  signIn(email: string, password: string): Promise<string>;
  /** Calls the user service directly as the administrator (set-up and checks, bypassing the adapter). */
  asAdmin<E extends Endpoint>(
    endpoint: E,
    input: Omit<EndpointInput<E>, 'actor'>,
  ): Promise<EndpointOutput<E>>;
  /** Every account, every group and every membership, as the user service holds them. */
  snapshot(): Promise<unknown>;
  stop(): Promise<void>;
}

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/** A room-scoped guest token (HS256, typ 'guest') as meetings issue them; it names no account. */
export const guestTokenFor = (secret: string): string => {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    typ: 'guest',
    sub: `guest:${randomUUID()}`,
    room: '12345678901',
    name: 'Visitor',
    iat: now,
    exp: now + 3600,
  };
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};

let counter = 0;

export const startLegacyAdminTestBed = async (label: string): Promise<LegacyAdminTestBed> => {
  const passphrase = `${label} passphrase 0123456789`;
  const nats: TestNats = await startNatsServer();
  const users = await startUserServiceForTest({ natsUrl: nats.url });
  const adapter: RunningLegacyRest = await startLegacyRest({
    natsUrl: nats.url,
    port: 0,
    passphrase,
    log: createLogger(label, 'silent'),
  });
  const client = legacyClient(`${adapter.url}${adapter.prefix}`, passphrase);
  const nc: NatsConnection = await connectNats(nats.url, label);

  const signIn = async (email: string, password: string) => {
    const result = await call(nc, userEndpoints.authenticate, { email, password });
    if (result.kind !== 'session') throw new Error(`no session for ${email}`);
    return result.session.token;
  };
  const newMember = async (): Promise<Person> => {
    counter += 1;
    const person = {
      email: `${label}-member${counter}@example.org`,
      password: `secret-${counter}`,
      firstName: `Member${counter}`,
    };
    return { ...person, id: await users.addUser({ ...person, role: Role.Member }) };
  };

  const adminToken = await signIn(users.adminEmail, users.adminPassword);
  const { actor } = await call(nc, userEndpoints.checkToken, { token: adminToken });
  const memberPerson = await newMember();
  const member = { ...memberPerson, token: await signIn(memberPerson.email, memberPerson.password) };

  const asAdmin = <E extends Endpoint>(endpoint: E, input: Omit<EndpointInput<E>, 'actor'>) =>
    call(nc, endpoint, { ...input, actor } as EndpointInput<E>);

  const everyPage = async <T>(read: (offset: number) => Promise<{ items: T[]; total: number }>) => {
    const all: T[] = [];
    for (;;) {
      const { items, total } = await read(all.length);
      all.push(...items);
      if (items.length === 0 || all.length >= total) return all;
    }
  };
  const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);

  const snapshot = async () => {
    const accounts = await everyPage(async (offset) => {
      const page = await asAdmin(userAdminEndpoints.list, { offset, limit: 100 });
      return { items: page.users, total: page.total };
    });
    const groups = byId(
      await everyPage(async (offset) => {
        const page = await asAdmin(groupEndpoints.list, { offset, limit: 100 });
        return { items: page.groups, total: page.total };
      }),
    );
    const members = await Promise.all(
      groups.map((group) =>
        everyPage(async (offset) => {
          const page = await asAdmin(groupEndpoints.members, { groupId: group.id, offset, limit: 100 });
          return { items: page.members, total: page.total };
        }),
      ),
    );
    return {
      accounts: byId(accounts),
      groups: groups.map((group, i) => ({ ...group, members: byId(members[i] ?? []) })),
    };
  };

  const request = (path: string, options: Omit<LegacyRequest, 'origin'> = {}) =>
    client.request(path, { ...options, origin: REMOTE_ORIGIN });

  return {
    users,
    admin: { token: adminToken, actor, id: actor.userId },
    member,
    guestToken: guestTokenFor(users.jwtSecret),
    request,
    asAdminRequest: (path, options = {}) => request(path, { ...options, token: adminToken }),
    newMember,
    signIn,
    asAdmin,
    snapshot,
    stop: async () => {
      await nc.close();
      await adapter.stop();
      await users.stop();
      await nats.stop();
    },
  };
};
