import { ROOM_HEARTBEAT_MS } from '@canstring/contracts';
import type { FanoutPace } from '../chat/fanout-job';
import { type CpuShare, cpuMeter, ownCpuMeter } from '../cpu-meter';
import { FANOUT_P99_MS, FANOUT_RAW_MULTIPLE, HEARTBEAT_P99_MS } from '../fanout-targets';
import { positive } from '../settings';
import { onRoomPlatform } from './platform';
import { printRoomServiceProfile } from './profile-report';
import { meetsTargets, printCpu, printReport, type RoomTargets } from './report';
import { profileRoomDatabase } from './room-db-profile';
import { hostControl } from './room-signal';
import { runSplitRoom } from './room-split';
import { createBenchRoom } from './setup';

/**
 * Our goal, as the chat bench's (the spec names none for the room): a host control reaches every
 * participant within the fan-out goal, while every heartbeat is answered with p99 under 50 ms.
 */
export const ROOM_TARGETS: RoomTargets = {
  p99Ms: FANOUT_P99_MS,
  rawMultiple: FANOUT_RAW_MULTIPLE,
  heartbeatP99Ms: HEARTBEAT_P99_MS,
};
/** Participants one client process holds, unless BENCH_PROCESSES says how many processes. */
const PARTICIPANTS_PER_PROCESS = 250;

/**
 * Live room fan-out: BENCH_PARTICIPANTS (default 100) participants (meeting guests) in one room, each
 * joined through the gateway with its own graphql-ws connection subscribed to roomEvents and a
 * heartbeat every 5 s; the host (the organizer) gives presenter power to each in turn (onGiveConrol) at
 * a fixed rate through sendRoomSignal. Latency is send → each participant's receipt. The baseline, in
 * the same run on the same nats-server, is raw core NATS: one publisher, as many subscribers each on
 * its own connection, at the same pace.
 *
 * Layout: the user, meeting and room services run in this process (the room service's database
 * statements are timed here), the gateway in its own process as in production (one worker, or
 * BENCH_GATEWAY_WORKERS), the host in a client process and the participants in BENCH_PROCESSES client
 * processes (default one per 250), timed on the machine's shared clock; the baseline is split the same
 * way.
 */
const main = async () => {
  const participants = positive('BENCH_PARTICIPANTS', 100);
  const processes = positive('BENCH_PROCESSES', Math.ceil(participants / PARTICIPANTS_PER_PROCESS));
  const heartbeatMs = positive('ROOM_HEARTBEAT_MS', ROOM_HEARTBEAT_MS);
  const pace: FanoutPace = {
    messagesPerSecond: positive('BENCH_RATE', 20),
    warmupMs: positive('BENCH_WARMUP_S', 2) * 1000,
    durationMs: positive('BENCH_DURATION_S', 15) * 1000,
    drainMs: 2_000,
  };
  await onRoomPlatform({ gatewayWorkers: positive('BENCH_GATEWAY_WORKERS', 1) }, async (platform) => {
    console.info(`scheduling a meeting and issuing ${participants} guest passes through the meeting service`);
    const room = await createBenchRoom(platform.nc, platform.admin, participants);
    console.info(
      `gateway: ${participants} participants on graphql-ws in ${processes} client process(es), heartbeat every ` +
        `${heartbeatMs / 1000} s, the host giving presenter power ${pace.messagesPerSecond} times/s for ${pace.durationMs / 1000} s`,
    );
    const split = {
      url: platform.gatewayUrl,
      wsUrl: platform.gatewayUrl.replace(/^http/, 'ws'),
      natsUrl: platform.natsUrl,
      alias: room.alias,
      hostToken: platform.hostToken,
      guestTokens: room.guestTokens,
      participants,
      processes,
      heartbeatMs,
      pace,
    };
    const profile = profileRoomDatabase(platform.roomDatabase);
    const gatewayCpu = cpuMeter(platform.gatewayPid);
    let roomService: ReturnType<typeof profile.stop> | undefined;
    const servicesCpu = ownCpuMeter();
    let gatewayShare: CpuShare | undefined;
    let servicesShare: CpuShare | undefined;
    const viaGateway = await runSplitRoom({
      ...split,
      mode: 'gateway',
      measuring: {
        start: () => {
          profile.start();
          gatewayCpu.start();
          servicesCpu.start();
        },
        stop: () => {
          roomService = profile.stop();
          gatewayShare = gatewayCpu.stop();
          servicesShare = servicesCpu.stop();
        },
      },
    });
    console.info(
      `raw NATS: ${participants} core subscribers in ${processes} client process(es), one publisher at the same pace`,
    );
    const raw = await runSplitRoom({ ...split, mode: 'nats' });

    const report = {
      gateway: viaGateway,
      raw,
      signal: hostControl,
      sendsPerSecond: pace.messagesPerSecond,
      heartbeatMs,
      targets: ROOM_TARGETS,
    };
    printReport(report);
    if (gatewayShare) printCpu("the gateway's", gatewayShare, pace, viaGateway.sent, participants);
    // The bench's own bookkeeping (the client processes' lines, the statements' timing) is in it too.
    if (servicesShare)
      printCpu(
        "the room service's process' (with the user and meeting services)",
        servicesShare,
        pace,
        viaGateway.sent,
        participants,
      );
    if (roomService) printRoomServiceProfile(roomService, viaGateway.heartbeats.sent, viaGateway.sent);
    if (!meetsTargets(report)) process.exitCode = 1;
  });
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
