import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadChatConfig, startChatService } from '@canstring/chat-service';
import { startGateway } from '@canstring/gateway';
import type { BusCluster, BusServices } from '@canstring/infra';
import { loadMeetingConfig, startMeetingService } from '@canstring/meeting-service';
import { loadRoomConfig, startRoomService } from '@canstring/room-service';
import { createLogger, natsCredentialsOf } from '@canstring/service-kit';
import { createTestDatabase, type TestDatabase } from '@canstring/service-kit/testing';
import { loadUserConfig, startUserService } from '@canstring/user-service';

/** Far above what the load sends, so the gateway's rate limits never answer for the bus. */
const unlimited = { points: 1_000_000, seconds: 1 };

/**
 * The user, chat, meeting and room services and a gateway in this process, each on the cluster as its
 * own NATS user (what the launcher's processes do, without starting five Node processes): a test's
 * quicker stand-in for startBusServices. Each service has its own database on TEST_DATABASE_URL's
 * server when it is set, else PGlite in the data folder.
 */
export const startBusServicesInProcess = async (options: {
  cluster: BusCluster;
  dataDir: string;
}): Promise<BusServices> => {
  const { cluster, dataDir } = options;
  // The services read it when they create their streams.
  process.env.NATS_STREAM_REPLICAS = '3';
  const adminEmail = 'admin@example.org';
  const adminPassword = `Admin-${randomBytes(9).toString('base64url')}`;
  const databases: TestDatabase[] = [];
  const running: { stop(): Promise<void> }[] = [];
  const settingsOf = async (name: keyof BusCluster['users']) => {
    const folder = path.join(dataDir, name);
    mkdirSync(folder, { recursive: true });
    const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    if (database) databases.push(database);
    const { user, password, inboxPrefix } = cluster.users[name];
    return {
      NATS_URL: cluster.url,
      NATS_USER: user,
      NATS_PASSWORD: password,
      NATS_INBOX_PREFIX: inboxPrefix,
      DATA_DIR: folder,
      LOG_LEVEL: 'silent',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
  };
  const level = (process.env.BENCH_LOG_LEVEL ?? 'silent') as 'silent';
  const log = (name: string) => createLogger(name, level);
  const stop = async () => {
    for (const service of running.reverse()) await service.stop().catch(() => undefined);
    for (const database of databases) await database.drop().catch(() => undefined);
  };
  try {
    const [user, chat, meeting, room] = await Promise.all([
      settingsOf('user'),
      settingsOf('chat'),
      settingsOf('meeting'),
      settingsOf('room'),
    ]);
    const services = await Promise.all([
      startUserService(
        loadUserConfig({
          ...user,
          JWT_SECRET: randomBytes(32).toString('base64url'),
          ADMIN_EMAIL: adminEmail,
          ADMIN_PASSWORD: adminPassword,
        }),
        { log: log('user') },
      ),
      startChatService(loadChatConfig(chat), { log: log('chat') }),
      startMeetingService(loadMeetingConfig(meeting), { log: log('meeting') }),
      startRoomService(loadRoomConfig(room), { log: log('room') }),
    ]);
    running.push(...services);
    const gateway = await startGateway({
      natsUrl: cluster.url,
      natsCredentials: natsCredentialsOf({
        NATS_USER: cluster.users.gateway.user,
        NATS_PASSWORD: cluster.users.gateway.password,
      }),
      port: 0,
      log: log('gateway'),
      rateLimits: {
        operationsPerToken: unlimited,
        operationsPerAddress: unlimited,
        visitorMutationsPerAddress: unlimited,
      },
    });
    running.push(gateway);
    return {
      gatewayUrl: gateway.url,
      wsUrl: gateway.wsUrl,
      adminEmail,
      adminPassword,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
