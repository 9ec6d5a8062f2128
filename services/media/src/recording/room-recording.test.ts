import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type Actor,
  type AppError,
  ErrorCode,
  fileServerPaths,
  mediaEndpoints,
  recordingEndpoints,
  recordingMessages,
  roomEndpoints,
  userEndpoints,
} from '@canstring/contracts';
import {
  startRecordingServiceForTest,
  type TestRecordingService,
} from '@canstring/recording-service/testing';
import { type InRoom, NOW, type RoomTestBed, startRoomTestBed } from '@canstring/room-service/test-bed';
import { call, createLogger } from '@canstring/service-kit';
import {
  type BrowserParticipant,
  launchChromiumForTest,
  openBrowserParticipant,
  type TestChromium,
} from '../test-support/browser-participant-for-test';
import { liveMediaForTest } from '../test-support/live-media-for-test';
import { startJanusForTest, type TestJanus } from '../test-support/media-servers-for-test';
import { startMediaServiceForTest, type TestMediaService } from '../testing';
import { watchCaptures } from './capture-watch';
import { readManifest, tracksDirOf } from './tracks-folder';

/**
 * Recording a live room end to end on the server, every part real: the room service decides (host
 * power, once at a time, a client may not announce it), the media server has Janus capture the
 * publishers Chromium sends, the recording service composes one video off its queue, and the file
 * server plays it with a play ticket and HTTP Range; the legacy calls do the same. Needs the media
 * recipe's network namespace:
 *   bash infra/bin/media-netns.sh env NODE_OPTIONS=--experimental-vm-modules \
 *     pnpm exec jest --ci services/media/src/recording/room-recording.test.ts
 */
const iceInterface = process.env.E2E_JANUS_INTERFACE;
const describeWithMedia = iceInterface ? describe : describe.skip;

jest.setTimeout(180_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const waitFor = async <T>(check: () => Promise<T | undefined>, what: string, ms = 90_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: AppError) => error,
  );

describeWithMedia('recording a live room', () => {
  let bed: RoomTestBed;
  let janus: TestJanus;
  let media: TestMediaService;
  let recordings: TestRecordingService;
  let browser: TestChromium;
  const opened: BrowserParticipant[] = [];

  beforeAll(async () => {
    [bed, janus] = await Promise.all([
      startRoomTestBed('room-recording'),
      startJanusForTest({ iceInterface }),
    ]);
    media = await startMediaServiceForTest({
      natsUrl: bed.nats.url,
      env: {
        JANUS_ADMIN_URL: janus.adminUrl,
        JANUS_ADMIN_SECRET: janus.adminSecret,
        JANUS_WS_URL: janus.wsUrl,
        MEDIA_PUBLISH_CHECK_MS: '500',
      },
    });
    // One data folder, as on one machine: the media server's tracks are the composer's to read.
    recordings = await startRecordingServiceForTest({ natsUrl: bed.nats.url, dataDir: media.dataDir });
    browser = await launchChromiumForTest();
  });
  afterAll(async () => {
    for (const peer of opened.splice(0)) await peer.close();
    await browser?.close();
    await recordings?.stop();
    await media?.stop();
    await Promise.all([bed?.stop(), janus?.stop()]);
  });

  let people = 0;
  /** A signed-in member with a session token (for the file server). */
  const member = async (role: 1 | 2): Promise<{ actor: Actor; token: string }> => {
    const email = `room-rec-${++people}-${process.pid}@example.org`;
    await bed.users.addUser({ email, password: 'secret1', firstName: `Person${people}`, role });
    const signed = await call(bed.nc, userEndpoints.authenticate, { email, password: 'secret1' });
    if (signed.kind !== 'session') throw new Error('expected a session');
    const token = signed.session.token;
    return { token, actor: (await call(bed.nc, userEndpoints.checkToken, { token })).actor };
  };

  /** A started meeting: its organizer hosting, and a member who is not a host. */
  const startedMeeting = async () => {
    const organizer = await member(1);
    const other = await member(2);
    const { alias, room } = await bed.meeting(organizer.actor);
    const host = await bed.join({ actor: organizer.actor }, alias, { asHost: true });
    await bed.signal(host, 'meetingStatus', { started: true });
    const participant = await bed.join({ actor: other.actor }, alias);
    return { organizer, room, alias, host, participant };
  };

  /** The participant's browser publishing its fake camera and mic (or, as a screen share, the camera alone). */
  const publish = async (who: InRoom, screen = false) => {
    const pass = await call(bed.nc, mediaEndpoints.roomToken, {
      caller: who.caller,
      participantId: who.participantId,
    });
    const peer = await openBrowserParticipant(browser, { wsUrl: janus.wsUrl, token: pass.token });
    opened.push(peer);
    await peer.publish(
      pass.janusRoomId,
      screen ? pass.screenFeedId : pass.feedId,
      screen ? ['video'] : ['audio', 'video'],
    );
    return pass;
  };

  const start = (who: InRoom, room: string) =>
    call(bed.nc, roomEndpoints.recordingStart, {
      caller: who.caller,
      meetingNumber: room,
      participantId: who.participantId,
    });
  const stop = (who: InRoom, room: string) =>
    call(bed.nc, roomEndpoints.recordingStop, {
      caller: who.caller,
      meetingNumber: room,
      participantId: who.participantId,
    });

  /** The paths that play the recording, once it is ready. */
  const playable = (actor: Actor, uniqueName: string) =>
    waitFor(
      () =>
        call(bed.nc, mediaEndpoints.recordingPlayTicket, { actor, uniqueName }).catch((error: AppError) => {
          if (error.code === ErrorCode.NotFound) return undefined;
          throw error;
        }),
      'the recording to be composed',
    );

  /** Waits until the feed's video is being written (media flows into the recording). */
  const captured = (recordingId: string, feedId: number) =>
    waitFor(
      async () => {
        const dir = tracksDirOf(media.dataDir, recordingId);
        const out = existsSync(dir) ? execFileSync('ls', ['-l', dir], { encoding: 'utf8' }) : '';
        return out
          .split('\n')
          .some(
            (l) =>
              l.includes(`-user-${feedId}-`) && l.includes('-video-') && Number(l.split(/\s+/)[4]) > 30_000,
          )
          ? true
          : undefined;
      },
      'the feed to be recorded',
      20_000,
    );

  it('lets only a host start it, refuses a forged recordingStatus, records a late screen share, and plays the composed video', async () => {
    const { organizer, room, alias, host, participant } = await startedMeeting();
    const watch = await bed.watch(room);
    const hostPass = await publish(host);

    const notHost = await refusal(start(participant, room));
    expect([notHost.code, notHost.message]).toEqual([ErrorCode.Forbidden, recordingMessages.onlyHostsRecord]);
    const forged = await refusal(
      bed.signal(host, 'recordingStatus', { recording: true, recordingId: 'made-up' }),
    );
    expect([forged.code, forged.message]).toEqual([
      ErrorCode.Forbidden,
      recordingMessages.statusFromServerOnly,
    ]);
    const notRunning = await refusal(stop(host, room));
    expect([notRunning.code, notRunning.message]).toEqual([ErrorCode.Conflict, recordingMessages.notRunning]);

    const atTheDoor = () =>
      call(bed.nc, roomEndpoints.recordingStatus, {
        caller: participant.caller,
        alias,
        currentDate: NOW,
        zone: 'UTC',
      });
    expect(await atTheDoor()).toEqual({ recording: false });
    const { recordingId } = await start(host, room);
    // Someone about to enter is told.
    expect(await atTheDoor()).toEqual({ recording: true });
    const announced = await watch.next((e) => e.method === 'recordingStatus' && e.flags.recording);
    expect(announced.flags.recordingId).toBe(recordingId);
    expect(JSON.parse(announced.payload)).toEqual({ recording: true, recordingId });
    // A late joiner reads it in the room's state.
    expect((await bed.state(participant)).flags).toMatchObject({ recording: true, recordingId });
    const twice = await refusal(start(host, room));
    expect([twice.code, twice.message]).toEqual([ErrorCode.Conflict, recordingMessages.alreadyRunning]);
    await captured(recordingId, hostPass.feedId);

    // A screen share in the middle.
    await bed.signal(host, 'onScreeShare', { sharing: true });
    await publish(host, true);
    await captured(recordingId, hostPass.screenFeedId);
    await sleep(1_000);

    expect(await stop(host, room)).toEqual({ recordingId });
    await watch.next((e) => e.method === 'recordingStatus' && !e.flags.recording);

    const play = await playable(organizer.actor, recordingId);
    const part = await fetch(`${media.url}${play.playPath}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    // Without the ticket, or with another recording's, nothing is played.
    const bare = await fetch(`${media.url}/recordings/${recordingId}.webm`);
    expect(bare.status).toBe(403);

    const mkv = await fetch(`${media.url}/recordings/${recordingId}.mkv`, {
      headers: { authorization: `Bearer ${organizer.token}` },
    });
    expect(mkv.status).toBe(200);
    const file = path.join(media.dataDir, 'recordings', `${recordingId}.mkv`);
    const streams = execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file],
      {
        encoding: 'utf8',
      },
    );
    expect(streams.trim().split('\n').sort()).toEqual(['audio', 'video']);
    watch.stop();
  });

  it('stops a running recording when the meeting ends, and composes it', async () => {
    const { organizer, room, host } = await startedMeeting();
    const pass = await publish(host);
    const { recordingId } = await start(host, room);
    await captured(recordingId, pass.feedId);
    const watch = await bed.watch(room);
    await bed.signal(host, 'meetingStatus', { started: false });
    const ended = await watch.next((e) => e.method === 'meetingEnded');
    expect(ended.flags).toMatchObject({ recording: false, recordingId: null });
    await playable(organizer.actor, recordingId);
    watch.stop();
  });

  it('stops when the last host leaves, while the meeting goes on', async () => {
    const { organizer, room, host, participant } = await startedMeeting();
    const pass = await publish(host);
    const { recordingId } = await start(host, room);
    await captured(recordingId, pass.feedId);
    await bed.leave(host);
    expect((await bed.state(participant)).flags).toMatchObject({
      recording: false,
      recordingId: null,
      ended: false,
    });
    await playable(organizer.actor, recordingId);
  });

  it('stops the recording when the disk fills up, composes what was captured and tells the hosts, while the meeting goes on', async () => {
    const { organizer, room, host, participant } = await startedMeeting();
    const pass = await publish(host);
    // The media server's own capture watch, run here on a disk it finds full (less free than all of it).
    const log = createLogger('test', 'silent');
    const liveMedia = liveMediaForTest(janus, bed.nc, log);
    const filling = { media: liveMedia, dataDir: media.dataDir, minFreeBytes: 0 };
    const diskWatch = watchCaptures(filling, 300);
    const watch = await bed.watch(room);
    try {
      const { recordingId } = await start(host, room);
      await captured(recordingId, pass.feedId);
      filling.minFreeBytes = Number.MAX_SAFE_INTEGER;
      const told = await watch.next(
        (e) => e.method === 'recordingStatus' && e.flags.recordingProblem === recordingMessages.diskFull,
        60_000,
      );
      expect(told.flags).toMatchObject({ recording: false, recordingId: null, ended: false });
      expect(JSON.parse(told.payload)).toEqual({ recording: false, recordingId: null });
      expect((await bed.state(participant)).flags).toMatchObject({
        recording: false,
        recordingProblem: recordingMessages.diskFull,
        ended: false,
      });
      expect((await readManifest(tracksDirOf(media.dataDir, recordingId)))?.problem).toBe(
        recordingMessages.diskFull,
      );
      // What was captured is composed, the reason kept with it.
      await playable(organizer.actor, recordingId);
      // The next start clears it (the disk has room again).
      filling.minFreeBytes = 0;
      const next = await start(host, room);
      expect((await bed.state(host)).flags).toMatchObject({
        recording: true,
        recordingId: next.recordingId,
        recordingProblem: null,
      });
      await stop(host, room);
    } finally {
      watch.stop();
      await diskWatch.stop();
    }
  });

  it('answers the legacy calls of the media server with the same recording', async () => {
    const { organizer, room, host } = await startedMeeting();
    const pass = await publish(host);
    const auth = { authorization: `Bearer ${organizer.token}`, 'content-type': 'application/json' };
    const started = await fetch(`${media.url}${fileServerPaths.legacyRecordings(room)}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ media: { audio: { from: 'all' }, video: { from: 'all' } }, container: 'mkv' }),
    });
    expect(started.status).toBe(200);
    const { id } = (await started.json()) as { id: string };
    expect((await bed.state(host)).flags).toMatchObject({ recording: true, recordingId: id });
    await captured(id, pass.feedId);
    const stopped = await fetch(`${media.url}${fileServerPaths.legacyRecording(room, id)}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(stopped.status).toBe(200);
    await playable(organizer.actor, id);
    const moved = await fetch(`${media.url}${fileServerPaths.legacyMoveRecording}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ fileName: `${id}.mkv`, email: 'archive@example.org' }),
    });
    expect(moved.status).toBe(200);
    // Someone who may not host the meeting starts nothing.
    const stranger = await member(2);
    const refused = await fetch(`${media.url}${fileServerPaths.legacyRecordings(room)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stranger.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    void recordingEndpoints;
  });
});
