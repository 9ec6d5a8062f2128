import { type Actor, type ChatTarget, groupEndpoints, isAdministrator } from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import {
  createTestDatabase,
  startNatsServer,
  type TestDatabase,
  type TestNats,
} from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '@canstring/user-service/testing';
import { Pool } from 'pg';
import type { ChatService } from '../chat-service';
import { startChatServiceForTest } from '../testing';

export interface ChatWorld {
  nats: TestNats;
  nc: NatsConnection;
  users: TestUserService;
  chatDb: TestDatabase;
  chatDbPool: Pool;
  admin: Actor;
  chat: ChatService;
  /** An active account and an actor for it. */
  person(firstName: string, lastName?: string): Promise<Actor>;
  /** A group made by the administrator with these members. */
  group(name: string, members: Actor[]): Promise<number>;
  startAnotherChat(): Promise<ChatService>;
  stop(): Promise<void>;
}

let counter = 0;

/** A real nats-server, user service and chat service, each service on its own fresh database. */
export const startChatWorld = async (): Promise<ChatWorld> => {
  const nats = await startNatsServer();
  const usersDbInfo = await createTestDatabase();
  const chatDb = await createTestDatabase();
  const users = await startUserServiceForTest({ natsUrl: nats.url, databaseUrl: usersDbInfo.url });
  const usersDb = new Pool({ connectionString: usersDbInfo.url, max: 2 });
  const chatDbPool = new Pool({ connectionString: chatDb.url, max: 2 });
  // An idle connection ended by the server is replaced by the pool; unheard, the event would fail the run.
  for (const pool of [usersDb, chatDbPool]) pool.on('error', () => undefined);
  const chat = await startChatServiceForTest({ natsUrl: nats.url, databaseUrl: chatDb.url });
  const nc = await connectNats(nats.url, 'chat-test');
  const { rows } = await usersDb.query('select id, role from users.users where email = $1', [
    users.adminEmail,
  ]);
  const admin: Actor = { userId: rows[0].id, role: rows[0].role, sessionId: 'admin-session' };
  if (!isAdministrator(admin.role)) throw new Error('the first account is not an administrator');
  const extra: ChatService[] = [];

  return {
    nats,
    nc,
    users,
    chatDb,
    chatDbPool,
    admin,
    chat,
    person: async (firstName, lastName) => {
      counter += 1;
      const userId = await users.addUser({
        email: `person${counter}-${Date.now()}@example.org`,
        password: 'secret1',
        firstName,
        role: 2,
      });
      if (lastName)
        await usersDb.query('update users.users set last_name = $1 where id = $2', [lastName, userId]);
      return { userId, role: 2, sessionId: `session-${userId}` };
    },
    group: async (name, members) => {
      const { group } = await call(nc, groupEndpoints.create, {
        actor: admin,
        group: { name, userIds: members.map((m) => m.userId) },
      });
      return group.id;
    },
    startAnotherChat: async () => {
      const another = await startChatServiceForTest({ natsUrl: nats.url, databaseUrl: chatDb.url });
      extra.push(another);
      return another;
    },
    stop: async () => {
      await nc.drain();
      for (const s of extra) await s.stop().catch(() => undefined);
      await chat.stop().catch(() => undefined);
      await users.stop();
      await usersDb.end();
      await chatDbPool.end();
      await usersDbInfo.drop();
      await chatDb.drop();
      await nats.stop();
    },
  };
};

export const toUser = (actor: Actor): ChatTarget => ({ chatType: 'user', userId: actor.userId });
export const toGroup = (groupId: number): ChatTarget => ({ chatType: 'group', groupId });
