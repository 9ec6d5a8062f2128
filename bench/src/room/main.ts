import { ROOM_HEARTBEAT_MS, userEndpoints } from '@canstring/contracts';
import { startMeetingServiceForTest } from '@canstring/meeting-service/testing';
import { startRoomServiceForTest } from '@canstring/room-service/testing';
import { call, connectNats } from '@canstring/service-kit';
import { startNatsServer } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import type { FanoutPace } from '../chat/fanout-job';
import { runFanoutProcess } from '../chat/fanout-process';
import { startGatewayProcess } from '../gateway/processes';
import { meetsTarget, printReport } from './report';
import { runRoomProcess } from './room-process';
import { createBenchRoom } from './setup';

/**
 * Our goal, as the chat bench's (the spec names none for the room): a host control reaches every
 * participant with p99 under 100 ms, nothing lost.
 */
export const TARGET_P99_MS = 100;

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * Live room fan-out: 100 participants (meeting guests) in one room, each joined through the gateway
 * with its own graphql-ws connection subscribed to roomEvents and a heartbeat every 5 s; the host (the
 * organizer) gives presenter power to each in turn (onGiveConrol) at a fixed rate through sendRoomSignal. Latency is send → each
 * participant's receipt. The baseline, in the same run on the same nats-server, is raw core NATS: one
 * publisher, as many subscribers each on its own connection, at the same pace.
 *
 * Layout: the user, meeting and room services run in this process, the gateway in its own process as
 * in production (one worker), the host and the participants in a child process.
 */
const main = async () => {
  const participants = positive('BENCH_PARTICIPANTS', 100);
  const heartbeatMs = positive('ROOM_HEARTBEAT_MS', ROOM_HEARTBEAT_MS);
  const pace: FanoutPace = {
    messagesPerSecond: positive('BENCH_RATE', 20),
    warmupMs: positive('BENCH_WARMUP_S', 2) * 1000,
    durationMs: positive('BENCH_DURATION_S', 15) * 1000,
    drainMs: 2_000,
  };
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
    const nats = await startNatsServer();
    cleanups.unshift(() => nats.stop());
    const users = await startUserServiceForTest({ natsUrl: nats.url });
    cleanups.unshift(() => users.stop());
    const meetings = await startMeetingServiceForTest({ natsUrl: nats.url });
    cleanups.unshift(() => meetings.stop());
    const rooms = await startRoomServiceForTest({ natsUrl: nats.url });
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
    console.info(`scheduling a meeting and issuing ${participants} guest passes through the meeting service`);
    const room = await createBenchRoom(nc, admin, participants);

    const gateway = await startGatewayProcess(nats.url, { GATEWAY_WORKERS: '1' });
    cleanups.unshift(() => gateway.stop());
    console.info(
      `gateway: ${participants} participants on graphql-ws, heartbeat every ${heartbeatMs / 1000} s, ` +
        `the host giving presenter power ${pace.messagesPerSecond} times/s for ${pace.durationMs / 1000} s`,
    );
    const viaGateway = await runRoomProcess({
      url: gateway.url,
      natsUrl: nats.url,
      wsUrl: gateway.url.replace(/^http/, 'ws'),
      alias: room.alias,
      hostToken,
      guestTokens: room.guestTokens,
      heartbeatMs,
      pace,
    });
    console.info(`raw NATS: ${participants} core subscribers, one publisher at the same pace`);
    const raw = await runFanoutProcess({ kind: 'nats', natsUrl: nats.url, subscribers: participants, pace });

    printReport({
      gateway: viaGateway,
      raw,
      controlsPerSecond: pace.messagesPerSecond,
      heartbeatMs,
      targetP99Ms: TARGET_P99_MS,
    });
    if (!meetsTarget(viaGateway, TARGET_P99_MS)) process.exitCode = 1;
  } finally {
    await cleanUp();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
