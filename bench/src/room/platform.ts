import { type Actor, userEndpoints } from '@canstring/contracts';
import { startMeetingServiceForTest } from '@canstring/meeting-service/testing';
import { startRoomServiceForTest } from '@canstring/room-service/testing';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { createTestDatabase, startNatsServer, type TestNatsOptions } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { startGatewayProcess } from '../gateway/processes';

/** What a room bench runs against, and who hosts its rooms. */
export interface RoomPlatform {
  natsUrl: string;
  /** The bench's own NATS connection, to set up meetings and call services directly. */
  nc: NatsConnection;
  /** The administrator: the organizer of the bench's meetings, the host of their rooms. */
  admin: Actor;
  /** The administrator's session token. */
  hostToken: string;
  gatewayUrl: string;
  /** The gateway's process (its workers are its children). */
  gatewayPid: number;
  /** The room service's database (PostgreSQL), by name: what the room service's profile watches. */
  roomDatabase: string;
}

/**
 * Runs `bench` against a platform started for it, then stops everything, also on Ctrl-C: the user,
 * meeting and room services in this process, the gateway in its own process as in production (one
 * worker unless `gatewayWorkers` says more: each holds its share of the sockets and reads the room's
 * events once), all on a nats-server of their own.
 */
export const onRoomPlatform = async (
  options: { nats?: TestNatsOptions; gatewayWorkers?: number },
  bench: (platform: RoomPlatform) => Promise<void>,
): Promise<void> => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
    })();
    return cleaning;
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const nats = await startNatsServer(options.nats);
    cleanups.unshift(() => nats.stop());
    const users = await startUserServiceForTest({ natsUrl: nats.url });
    cleanups.unshift(() => users.stop());
    const meetings = await startMeetingServiceForTest({ natsUrl: nats.url });
    cleanups.unshift(() => meetings.stop());
    const roomDatabase = await createTestDatabase();
    cleanups.unshift(() => roomDatabase.drop());
    const rooms = await startRoomServiceForTest({ natsUrl: nats.url, databaseUrl: roomDatabase.url });
    cleanups.unshift(() => rooms.stop());
    const nc = await connectNats(nats.url, 'bench-room-setup');
    cleanups.unshift(() => nc.close());

    const signedIn = await call(nc, userEndpoints.authenticate, {
      email: users.adminEmail,
      password: users.adminPassword,
    });
    if (signedIn.kind !== 'session') throw new Error('the administrator has no session');
    const hostToken = signedIn.session.token;
    const { actor: admin } = await call(nc, userEndpoints.checkToken, { token: hostToken });
    // Every participant of the bench comes from 127.0.0.1, where a room's people come from as many
    // addresses: the per-address limit is off (each token's own limit still holds).
    const gateway = await startGatewayProcess(nats.url, {
      GATEWAY_WORKERS: String(options.gatewayWorkers ?? 1),
      GATEWAY_OPERATIONS_PER_ADDRESS: '0',
    });
    cleanups.unshift(() => gateway.stop());
    await bench({
      natsUrl: nats.url,
      nc,
      admin,
      hostToken,
      gatewayUrl: gateway.url,
      gatewayPid: gateway.pid,
      roomDatabase: new URL(roomDatabase.url).pathname.slice(1),
    });
  } finally {
    await cleanUp();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
};
