import os from 'node:os';
import path from 'node:path';
import {
  ROOM_HEARTBEAT_MS,
  WHITEBOARD_LIVE_SEND_MS,
  WHITEBOARD_MAX_SHAPES_PER_PAGE,
} from '@canstring/contracts';
import type { FanoutPace } from '../chat/fanout-job';
import { runFanoutProcess } from '../chat/fanout-process';
import { onRoomPlatform } from '../room/platform';
import { meetsTargets, printReport } from '../room/report';
import { runRoomProcess } from '../room/room-process';
import { createBenchRoom } from '../room/setup';
import { positive } from '../settings';
import { readFullPage } from './board-page';
import { konvaChunks } from './chunk-size';
import { gzipTotal, pageReadMeets, printChunks, printPageRead } from './report';
import { STROKE_MS, STROKE_POINTS_PER_SECOND, strokeSendBytes, whiteboardStroke } from './stroke';

/** Our goals for the whiteboard. */
const DRAWING_P99_MS = 100;
const FULL_PAGE_MS = 300;
const CHUNK_GZIP_KB = 150;
/** As the platform's nats-server: a full page is answered in one message (the default is 1 MB). */
const NATS_MAX_PAYLOAD_BYTES = 8 * 1024 * 1024;

const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;

/**
 * The whiteboard's figures, each beside a baseline measured in the same run:
 * 1. drawing live: the host draws a freehand stroke (60 points a second) on the board it put up; the
 *    app sends the stroke drawn so far every WHITEBOARD_LIVE_SEND_MS (whiteboardData, same shape id),
 *    a new stroke every 2 s; 100 participants (guests) on the gateway's graphql-ws, as the room bench
 *    (bench/src/room) has them. Latency send → each participant's receipt, beside raw core NATS
 *    fan-out at the same pace and payload sizes.
 * 2. a late joiner: page 0 filled with 5,000 typical drawings (through whiteboardData signals over
 *    NATS), a new guest reads it with roomBoardPage through the gateway, beside room.board.page over NATS.
 * 3. the whiteboard's chunk in mf-meeting's build (mf-meeting/dist, not built here), gzip.
 *
 * Layout as the room bench: the services in this process, the gateway in its own, the participants
 * in a child process; the late joiner reads from this process, one read at a time.
 */
const main = async () => {
  const participants = positive('BENCH_PARTICIPANTS', 100);
  const shapes = positive('BENCH_SHAPES', WHITEBOARD_MAX_SHAPES_PER_PAGE);
  const reads = positive('BENCH_READS', 10);
  const heartbeatMs = ROOM_HEARTBEAT_MS;
  const pace: FanoutPace = {
    messagesPerSecond: 1000 / WHITEBOARD_LIVE_SEND_MS,
    warmupMs: positive('BENCH_WARMUP_S', 2) * 1000,
    durationMs: positive('BENCH_DURATION_S', 15) * 1000,
    drainMs: 2_000,
  };
  console.info(`machine: ${load()} (shared with other work; figures vary with it)`);
  await onRoomPlatform({ nats: { maxPayloadBytes: NATS_MAX_PAYLOAD_BYTES } }, async (platform) => {
    console.info(`\n1. Drawing live: scheduling a meeting and issuing ${participants} guest passes`);
    const room = await createBenchRoom(platform.nc, platform.admin, participants);
    const messageBytes = strokeSendBytes();
    console.info(
      `gateway: ${participants} participants on graphql-ws, heartbeat every ${heartbeatMs / 1000} s; the host ` +
        `puts the whiteboard up and draws ${STROKE_POINTS_PER_SECOND} points/s, sending the stroke so far ` +
        `${pace.messagesPerSecond} times/s (a new one every ${STROKE_MS / 1000} s, payloads ` +
        `${messageBytes[0]}-${messageBytes.at(-1)} bytes) for ${pace.durationMs / 1000} s`,
    );
    const viaGateway = await runRoomProcess(
      {
        url: platform.gatewayUrl,
        natsUrl: platform.natsUrl,
        wsUrl: platform.gatewayUrl.replace(/^http/, 'ws'),
        alias: room.alias,
        hostToken: platform.hostToken,
        guestTokens: room.guestTokens,
        heartbeatMs,
        pace,
      },
      path.join(__dirname, 'stroke-client.ts'),
    );
    console.info(
      `raw NATS: ${participants} core subscribers, one publisher at the same pace and payload sizes`,
    );
    const raw = await runFanoutProcess({
      kind: 'nats',
      natsUrl: platform.natsUrl,
      subscribers: participants,
      pace,
      messageBytes,
    });
    const drawing = {
      gateway: viaGateway,
      raw,
      signal: whiteboardStroke,
      sendsPerSecond: pace.messagesPerSecond,
      heartbeatMs,
      targets: { p99Ms: DRAWING_P99_MS },
    };
    printReport(drawing);
    if (!meetsTargets(drawing)) process.exitCode = 1;

    console.info(`\n2. A late joiner reading a full page (${load()})`);
    const page = await readFullPage(platform, { shapes, reads });
    printPageRead(page, FULL_PAGE_MS);
    if (!pageReadMeets(page, FULL_PAGE_MS)) process.exitCode = 1;
  });

  console.info('\n3. The whiteboard chunk');
  const root = path.resolve(__dirname, '../../..');
  const dist = path.join(root, 'mf-meeting/dist');
  const chunks = konvaChunks(dist);
  printChunks(path.relative(root, dist), chunks, CHUNK_GZIP_KB);
  if (chunks && gzipTotal(chunks) / 1024 > CHUNK_GZIP_KB) process.exitCode = 1;
  console.info(`\nmachine: ${load()}`);
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
