import { randomUUID } from 'node:crypto';
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
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import jwt from 'jsonwebtoken';
import { startUserServiceForTest, type TestUserService } from './user-service-for-test';

export interface Person {
  id: number;
  email: string;
  password: string;
  firstName: string;
}

/**
 * Real NATS, the real user service and signed-in callers: what every edge's administration tests
 * stand on. Each edge adds itself on top and stops itself before calling `stop`.
 */
export interface AccountsTestBed {
  nats: TestNats;
  users: TestUserService;
  /** The test's own connection to NATS, for calling the user service directly. */
  nc: NatsConnection;
  admin: { token: string; actor: Actor; id: number };
  member: Person & { token: string };
  /** A meeting guest's token: signed with the right secret, but no account behind it. */
  guestToken: string;
  /** A new member account that has never signed in. */
  newMember(): Promise<Person>;
  signIn(email: string, password: string): Promise<string>;
  /** Calls the user service directly as the administrator (set-up and checks, bypassing any edge). */
  asAdmin<E extends Endpoint>(
    endpoint: E,
    input: Omit<EndpointInput<E>, 'actor'>,
  ): Promise<EndpointOutput<E>>;
  /** Every item of a paged list, read page by page from `offset` 0. */
  everyPage<T>(read: (offset: number) => Promise<{ items: T[]; total: number }>): Promise<T[]>;
  /** Every account, every group and every membership, as the user service holds them. */
  snapshot(): Promise<unknown>;
  stop(): Promise<void>;
}

/** A room-scoped guest token as meetings issue them; it names no account. */
export const guestTokenFor = (secret: string): string =>
  jwt.sign(
    { typ: 'guest', sub: `guest:${randomUUID()}`, room: '12345678901', name: 'Visitor', grants: {} },
    secret,
    { algorithm: 'HS256', expiresIn: '1h' },
  );

const everyPage = async <T>(
  read: (offset: number) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> => {
  const all: T[] = [];
  for (;;) {
    const { items, total } = await read(all.length);
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
};

const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);

let counter = 0;

export const startAccountsTestBed = async (label: string): Promise<AccountsTestBed> => {
  const nats = await startNatsServer();
  const users = await startUserServiceForTest({ natsUrl: nats.url });
  const nc = await connectNats(nats.url, label);

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

  return {
    nats,
    users,
    nc,
    admin: { token: adminToken, actor, id: actor.userId },
    member,
    guestToken: guestTokenFor(users.jwtSecret),
    newMember,
    signIn,
    asAdmin,
    everyPage,
    snapshot,
    stop: async () => {
      await nc.close();
      await users.stop();
      await nats.stop();
    },
  };
};
