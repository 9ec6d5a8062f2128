import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AppError,
  type RoomEvent,
  type RoomParticipant,
  recordingMessages,
  roomEventSubject,
} from '@canstring/contracts';
import { connectNats, createLogger, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { feedIdOf, janusRoomIdOf, screenFeedIdOf } from '../janus/janus-ids';
import type { LiveMedia } from '../live-media/live-media-deps';
import {
  type BrowserParticipant,
  launchChromiumForTest,
  openBrowserParticipant,
  type TestChromium,
} from '../test-support/browser-participant-for-test';
import { liveMediaForTest } from '../test-support/live-media-for-test';
import { startJanusForTest, type TestJanus } from '../test-support/media-servers-for-test';
import { participantOf, startedRoomFlags } from '../test-support/room-fixtures-for-test';
import { newRoomMediaToken } from '../tokens/room-media-token';
import { type Capture, startCapture, stopCapture } from './capture';
import { watchCaptures } from './capture-watch';
import { readManifest, tracksDirOf } from './tracks-folder';

/**
 * Capturing a live room for its recording, with real media: Chromium publishes its fake camera and
 * mic to a real VideoRoom, Janus records every publisher (one who joins later too) into the
 * recording's tracks folder, and the manifest names each feed's participant and kind. Needs the
 * media recipe's network namespace (Janus skips loopback interfaces):
 *   bash infra/bin/media-netns.sh env NODE_OPTIONS=--experimental-vm-modules \
 *     pnpm exec jest --ci services/media/src/recording/capture.test.ts
 * With KEEP_RECORDING_TRACKS=DIR the captured folder is copied there (fixtures of the composer).
 */
const iceInterface = process.env.E2E_JANUS_INTERFACE;
const describeWithMedia = iceInterface ? describe : describe.skip;

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const waitFor = async (check: () => Promise<boolean> | boolean, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

describeWithMedia('capturing a recorded room on the SFU, with real media', () => {
  let nats: TestNats;
  let nc: NatsConnection;
  let janus: TestJanus;
  let browser: TestChromium;
  let media: LiveMedia;
  let capture: Capture;
  let dataDir: string;
  const opened: BrowserParticipant[] = [];

  beforeAll(async () => {
    nats = await startNatsServer();
    nc = await connectNats(nats.url, 'recording-capture-test');
    janus = await startJanusForTest({ iceInterface });
    const log = createLogger('test', 'silent');
    media = liveMediaForTest(janus, nc, log);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'recording-capture-'));
    capture = { media, dataDir, minFreeBytes: 0 };
    browser = await launchChromiumForTest();
  });
  afterAll(async () => {
    for (const peer of opened.splice(0)) await peer.close();
    await browser?.close();
    await nc?.close();
    await Promise.all([nats?.stop(), janus?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const enterRoom = async (room: string, participantId: string) => {
    const janusRoomId = janusRoomIdOf(room, media.secret);
    await media.rooms.ensure(janusRoomId, room);
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const token = newRoomMediaToken({ janusRoomId, participantId, expiry });
    await (await media.placement.place(janusRoomId)).admin.addToken(token);
    await media.rooms.allow(janusRoomId, [token], 'add');
    const peer = await openBrowserParticipant(browser, { wsUrl: janus.wsUrl, token });
    opened.push(peer);
    return { peer, janusRoomId };
  };

  const trackFiles = (dir: string) =>
    existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.mjr')) : [];
  /** Whether a feed's video track holds more than its header (packets are being written). */
  const videoGrows = (dir: string, feedId: number) =>
    trackFiles(dir).some(
      (f) =>
        f.includes(`-user-${feedId}-`) && f.includes('-video-') && statSync(path.join(dir, f)).size > 20_000,
    );

  const announce = (room: string, recordingId: string, participants: RoomParticipant[]) => {
    const event: RoomEvent = {
      room,
      version: 3,
      method: 'onUserListMeeting',
      fromParticipantId: null,
      payload: '{}',
      flags: { ...startedRoomFlags, recording: true, recordingId },
      participants,
      left: [],
      features: {},
      audience: null,
      state: null,
    };
    nc.publish(roomEventSubject(room), JSON.stringify(event));
  };

  /** The host publishes, the capture starts, and the host's video is being written: its room and folder. */
  const recordHost = async (into: Capture, room: string, recordingId: string, host: RoomParticipant) => {
    const first = await enterRoom(room, host.participantId);
    await first.peer.publish(first.janusRoomId, feedIdOf(host.participantId, media.secret), [
      'audio',
      'video',
    ]);
    await startCapture(into, room, recordingId);
    const dir = tracksDirOf(dataDir, recordingId);
    announce(room, recordingId, [host]);
    await waitFor(
      () => videoGrows(dir, feedIdOf(host.participantId, media.secret)),
      'the host to be recorded',
    );
    return { janusRoomId: first.janusRoomId, dir };
  };

  it('records every publisher (one joining later, a screen share) into the tracks folder and names each feed', async () => {
    const room = '7200001';
    const recordingId = `${room}_${Date.now()}_test`;
    const host = participantOf(room, { isHost: true, userName: 'Hosting Person' });
    const late = participantOf(room, { userName: 'Late Joiner' });
    const watch = watchCaptures(capture, 300);
    try {
      const { dir } = await recordHost(capture, room, recordingId, host);

      // Someone who publishes after the recording started is recorded too, as is a screen share.
      const second = await enterRoom(room, late.participantId);
      await second.peer.publish(second.janusRoomId, feedIdOf(late.participantId, media.secret), [
        'audio',
        'video',
      ]);
      announce(room, recordingId, [late]);
      const screen = await enterRoom(room, host.participantId);
      await screen.peer.publish(screen.janusRoomId, screenFeedIdOf(host.participantId, media.secret), [
        'video',
      ]);
      await waitFor(
        () =>
          videoGrows(dir, feedIdOf(late.participantId, media.secret)) &&
          videoGrows(dir, screenFeedIdOf(host.participantId, media.secret)),
        'the late publisher and the screen share to be recorded',
      );
      await watch.settled();

      await stopCapture(capture, room, recordingId);
      const manifest = await readManifest(dir);
      expect(manifest?.stoppedAt).not.toBeNull();
      expect(manifest?.feeds.map((f) => [f.participantId, f.name, f.kind]).sort()).toEqual(
        [
          [host.participantId, 'Hosting Person', 'camera'],
          [host.participantId, 'Hosting Person', 'screen'],
          [late.participantId, 'Late Joiner', 'camera'],
        ].sort(),
      );
      // Nothing more is written once stopped.
      const sizes = () => trackFiles(dir).map((f) => statSync(path.join(dir, f)).size);
      const after = sizes();
      await sleep(1_500);
      expect(sizes()).toEqual(after);
      if (process.env.KEEP_RECORDING_TRACKS)
        cpSync(dir, process.env.KEEP_RECORDING_TRACKS, { recursive: true });
    } finally {
      await watch.stop();
      for (const peer of opened.splice(0)) await peer.close();
    }
  });

  it('a stop while the watch checks the room leaves it not recording, each feed named once', async () => {
    const room = '7200004';
    const recordingId = `${room}_${Date.now()}_stop`;
    const host = participantOf(room, { isHost: true, userName: 'Host' });
    // A check every few milliseconds: one is under way whenever the stop comes.
    const watch = watchCaptures(capture, 5);
    try {
      const { janusRoomId, dir } = await recordHost(capture, room, recordingId, host);
      await stopCapture(capture, room, recordingId);
      await watch.settled();
      expect(await media.rooms.recordingDir(janusRoomId)).toBeNull();
      expect((await readManifest(dir))?.feeds.map((f) => [f.name, f.kind])).toEqual([['Host', 'camera']]);
    } finally {
      await watch.stop();
      for (const peer of opened.splice(0)) await peer.close();
    }
  });

  it('refuses to start on a full disk, and stops a running capture when the disk fills up, keeping what it has', async () => {
    const room = '7200003';
    const host = participantOf(room, { isHost: true, userName: 'Host' });
    const full = await startCapture(
      { ...capture, minFreeBytes: Number.MAX_SAFE_INTEGER },
      room,
      `${room}_1_full`,
    ).then(
      () => null,
      (error: AppError) => error,
    );
    expect(full?.message).toBe(recordingMessages.diskFull);

    const recordingId = `${room}_${Date.now()}_fills`;
    const filling: Capture = { ...capture };
    const watch = watchCaptures(filling, 300);
    try {
      const { janusRoomId, dir } = await recordHost(filling, room, recordingId, host);
      filling.minFreeBytes = Number.MAX_SAFE_INTEGER;
      await waitFor(
        async () => (await readManifest(dir))?.problem === recordingMessages.diskFull,
        'the capture to stop',
      );
      expect(await media.rooms.recordingDir(janusRoomId)).toBeNull();
      expect(trackFiles(dir).length).toBeGreaterThan(0);
    } finally {
      await watch.stop();
      for (const peer of opened.splice(0)) await peer.close();
    }
  });

  it('records again into the same folder when the SFU room comes back without recording (a media server restart)', async () => {
    const room = '7200002';
    const recordingId = `${room}_${Date.now()}_again`;
    const host = participantOf(room, { isHost: true, userName: 'Host' });
    const watch = watchCaptures(capture, 300);
    try {
      const { janusRoomId, dir } = await recordHost(capture, room, recordingId, host);
      const before = trackFiles(dir);

      // The room goes away with its recorders (as in a restart of Janus) and is made again.
      await media.rooms.destroy(janusRoomId);
      for (const peer of opened.splice(0)) await peer.close();
      const back = await enterRoom(room, host.participantId);
      await back.peer.publish(back.janusRoomId, feedIdOf(host.participantId, media.secret), [
        'audio',
        'video',
      ]);
      announce(room, recordingId, [host]);
      await waitFor(() => trackFiles(dir).length > before.length, 'recording to resume');
      await stopCapture(capture, room, recordingId);
      const manifest = await readManifest(dir);
      // What was captured before the restart is kept beside what came after.
      expect(trackFiles(dir)).toEqual(expect.arrayContaining(before));
      expect(manifest?.feeds).toHaveLength(2);
    } finally {
      await watch.stop();
    }
  });
});
