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
import { call, connectNats, createLogger, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import jwt from 'jsonwebtoken';
import { type RunningGateway, startGateway } from '../../gateway';
import { graphqlRequest } from '../../test-client';

type TestUsers = Awaited<ReturnType<typeof startUserServiceForTest>>;

export interface Person {
  id: number;
  email: string;
  password: string;
  firstName: string;
}

/** Everything an administration test needs: real NATS, the real user service, a gateway, signed-in callers. */
export interface AdminTestBed {
  gateway: RunningGateway;
  users: TestUsers;
  admin: { token: string; actor: Actor; id: number };
  member: Person & { token: string };
  /** A meeting guest's token: signed with the right secret, but no account behind it. */
  guestToken: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): ReturnType<typeof graphqlRequest<T>>;
  /** A new member account that has never signed in. */
  newMember(): Promise<Person>;
  signIn(email: string, password: string): Promise<string>;
  /** Calls the user service directly as the administrator (set-up and checks, bypassing the gateway). */
  asAdmin<E extends Endpoint>(
    endpoint: E,
    input: Omit<EndpointInput<E>, 'actor'>,
  ): Promise<EndpointOutput<E>>;
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

let counter = 0;

export const startAdminTestBed = async (label: string): Promise<AdminTestBed> => {
  const log = createLogger(label, 'silent');
  const nats: TestNats = await startNatsServer();
  const users = await startUserServiceForTest({ natsUrl: nats.url });
  const gateway = await startGateway({ natsUrl: nats.url, port: 0, log });
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

  const snapshot = async () => {
    const accounts = await everyPage(async (offset) => {
      const page = await asAdmin(userAdminEndpoints.list, { offset, limit: 100 });
      return { items: page.users, total: page.total };
    });
    const groups = await everyPage(async (offset) => {
      const page = await asAdmin(groupEndpoints.list, { offset, limit: 100 });
      return { items: page.groups, total: page.total };
    });
    const memberships = await Promise.all(
      groups.map((group) =>
        everyPage(async (offset) => {
          const page = await asAdmin(groupEndpoints.members, { groupId: group.id, offset, limit: 100 });
          return { items: page.members, total: page.total };
        }),
      ),
    );
    const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);
    return {
      accounts: byId(accounts),
      groups: byId(groups).map((group) => ({
        ...group,
        members: byId(memberships[groups.indexOf(group)] ?? []),
      })),
    };
  };

  return {
    gateway,
    users,
    admin: { token: adminToken, actor, id: actor.userId },
    member,
    guestToken: guestTokenFor(users.jwtSecret),
    gql: (query, variables, token) =>
      graphqlRequest(gateway.url, query, {
        ...(variables ? { variables } : {}),
        ...(token ? { token } : {}),
      }),
    newMember,
    signIn,
    asAdmin,
    snapshot,
    stop: async () => {
      await nc.close();
      await gateway.stop();
      await users.stop();
      await nats.stop();
    },
  };
};

/** The `extensions.code` of the first error of a GraphQL answer. */
export const codeOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code;
