import { ROOM_HEARTBEAT_MS } from '@canstring/contracts';
import type { FanoutPace } from '../chat/fanout-job';
import { runFanoutProcess } from '../chat/fanout-process';
import { onRoomPlatform } from './platform';
import { meetsTarget, printReport } from './report';
import { runRoomProcess } from './room-process';
import { hostControl } from './room-signal';
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
  await onRoomPlatform({}, async (platform) => {
    console.info(`scheduling a meeting and issuing ${participants} guest passes through the meeting service`);
    const room = await createBenchRoom(platform.nc, platform.admin, participants);
    console.info(
      `gateway: ${participants} participants on graphql-ws, heartbeat every ${heartbeatMs / 1000} s, ` +
        `the host giving presenter power ${pace.messagesPerSecond} times/s for ${pace.durationMs / 1000} s`,
    );
    const viaGateway = await runRoomProcess({
      url: platform.gatewayUrl,
      natsUrl: platform.natsUrl,
      wsUrl: platform.gatewayUrl.replace(/^http/, 'ws'),
      alias: room.alias,
      hostToken: platform.hostToken,
      guestTokens: room.guestTokens,
      heartbeatMs,
      pace,
    });
    console.info(`raw NATS: ${participants} core subscribers, one publisher at the same pace`);
    const raw = await runFanoutProcess({
      kind: 'nats',
      natsUrl: platform.natsUrl,
      subscribers: participants,
      pace,
    });

    printReport({
      gateway: viaGateway,
      raw,
      signal: hostControl,
      sendsPerSecond: pace.messagesPerSecond,
      heartbeatMs,
      targetP99Ms: TARGET_P99_MS,
    });
    if (!meetsTarget(viaGateway, TARGET_P99_MS)) process.exitCode = 1;
  });
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
