import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type RoomEvent,
  type RoomEventMethod,
  type RoomParticipant,
  roomEventSubject,
} from '@canstring/contracts';
import { connectNats, createLogger, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import express from 'express';
import type { LiveMedia } from '../live-media/live-media-deps';
import { watchLiveMedia } from '../live-media/live-media-watch';
import { janusEventsRoutes } from '../routes/janus-events';
import {
  type BrowserParticipant,
  launchChromiumForTest,
  type MediaKind,
  openBrowserParticipant,
  type TestChromium,
} from '../test-support/browser-participant-for-test';
import { liveMediaForTest } from '../test-support/live-media-for-test';
import { startJanusForTest, type TestJanus } from '../test-support/media-servers-for-test';
import { participantOf, roomStateOf, startedRoomFlags } from '../test-support/room-fixtures-for-test';
import { newRoomMediaToken } from '../tokens/room-media-token';
import { JANUS_EVENTS_PATH, janusEventsPasswordOf, type PublisherNews } from './janus-events';
import { feedIdOf, janusRoomIdOf } from './janus-ids';
import { publishGuard } from './publish-guard';

/**
 * The guard holding publishers to their mic and camera rights, with real media: Chromium publishes
 * its fake mic and camera to a real VideoRoom, Janus posts its events to the media service's route,
 * and room events arrive over NATS as the room service publishes them. Real media needs the network
 * namespace of the media recipe (Janus skips loopback interfaces), so elsewhere these are skipped:
 *   bash infra/bin/media-netns.sh env NODE_OPTIONS=--experimental-vm-modules \
 *     pnpm exec jest --ci services/media/src/janus/media-rights.test.ts
 */
const iceInterface = process.env.E2E_JANUS_INTERFACE;
const describeWithMedia = iceInterface ? describe : describe.skip;

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const waitFor = async (check: () => Promise<boolean> | boolean, what: string, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

const flags = startedRoomFlags;

describeWithMedia('mic and camera rights held on the SFU, with real media', () => {
  let nats: TestNats;
  let nc: NatsConnection;
  let janus: TestJanus;
  let server: http.Server;
  let browser: TestChromium;
  let media: LiveMedia;
  let watch: ReturnType<typeof watchLiveMedia>;
  /** What Janus's events told the route, in order. */
  const told: PublisherNews[] = [];
  const opened: BrowserParticipant[] = [];

  beforeAll(async () => {
    nats = await startNatsServer();
    nc = await connectNats(nats.url, 'media-rights-test');
    const app = express();
    // Janus posts only once a room exists, after the route is in place.
    let route: express.RequestHandler | undefined;
    app.use((req, res, next) => (route ? route(req, res, next) : res.status(503).end()));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${JANUS_EVENTS_PATH}`;
    janus = await startJanusForTest({
      iceInterface,
      events: (adminSecret) => ({ url, password: janusEventsPasswordOf(adminSecret) }),
    });
    const log = createLogger('test', 'silent');
    media = liveMediaForTest(janus, nc, log);
    // No periodic check here: what happens comes from the room's events and Janus's.
    watch = watchLiveMedia(media, 600_000);
    await nc.flush();
    route = janusEventsRoutes(janus.adminSecret, (news) => {
      told.push(news);
      watch.publishersChanged(news);
    });
    browser = await launchChromiumForTest();
  });
  afterAll(async () => {
    await browser?.close();
    await watch?.stop();
    await nc?.close();
    await Promise.all([nats?.stop(), janus?.stop()]);
    await new Promise((resolve) => server?.close(resolve));
  });
  afterEach(async () => {
    for (const peer of opened.splice(0)) await peer.close();
  });

  /** A VideoRoom for a meeting whose state the guard took in, and a token to enter it. */
  const openRoom = async (room: string, people: RoomParticipant[], guard = media.guard) => {
    const janusRoomId = janusRoomIdOf(room, media.secret);
    await media.rooms.ensure(janusRoomId, room);
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const token = newRoomMediaToken({ janusRoomId, participantId: randomUUID(), expiry });
    await (await media.placement.place(janusRoomId)).admin.addToken(token);
    await media.rooms.allow(janusRoomId, [token], 'add');
    guard.seed(roomStateOf(room, people));
    const enter = async () => {
      const peer = await openBrowserParticipant(browser, { wsUrl: janus.wsUrl, token });
      opened.push(peer);
      return peer;
    };
    return { janusRoomId, enter };
  };

  /** The room service's event of a change to these participants, over NATS. */
  const roomEvent = (room: string, method: RoomEventMethod, participants: RoomParticipant[]) => {
    const event: RoomEvent = {
      room,
      version: 2,
      method,
      fromParticipantId: null,
      payload: '{}',
      flags,
      participants,
      left: [],
      features: {},
      audience: null,
      state: null,
    };
    nc.publish(roomEventSubject(room), JSON.stringify(event));
  };

  const feedOf = (p: RoomParticipant) => feedIdOf(p.participantId, media.secret);

  /** Publishes and waits until Janus's `published` event went through the route and its check ran. */
  const publish = async (
    peer: BrowserParticipant,
    janusRoomId: number,
    feedId: number,
    kinds: MediaKind[],
  ) => {
    const before = told.length;
    const streams = await peer.publish(janusRoomId, feedId, kinds);
    await publishedAfter(before, feedId);
    return streams;
  };
  const publishedAfter = async (before: number, feedId: number) => {
    await waitFor(
      () => told.slice(before).some((news) => news.streams.some((s) => s.feedId === feedId)),
      'Janus to tell of the publish',
    );
    await watch.settled();
  };

  const midOf = (streams: { type: string; mid: string }[], type: MediaKind) => {
    const mid = streams.find((s) => s.type === type)?.mid;
    if (mid === undefined) throw new Error(`no ${type} stream in ${JSON.stringify(streams)}`);
    return mid;
  };

  /** Whether packets of a kind arrive on the participant's subscription within one second. */
  const flowing = async (peer: BrowserParticipant, kind: MediaKind) => {
    const before = (await peer.received())[kind];
    await sleep(1_000);
    return (await peer.received())[kind] > before;
  };
  const stopped = async (peer: BrowserParticipant, kind: MediaKind) => !(await flowing(peer, kind));

  /** The publisher's streams Janus marks muted, as a newcomer to the room sees them. */
  const mutedSeen = async (peer: BrowserParticipant, janusRoomId: number, feedId: number) => {
    const feed = (await peer.publishersSeen(janusRoomId)).find((p) => p.id === feedId);
    if (!feed) throw new Error(`feed ${feedId} is not publishing`);
    return feed.streams.filter((s) => s.moderated).map((s) => s.type);
  };

  it('lets a token Janus knows but the room does not list neither watch nor publish (a device preview pass) until listed', async () => {
    const room = '7100009';
    const host = participantOf(room, { isHost: true, public: false });
    const { janusRoomId, enter } = await openRoom(room, [host]);
    await publish(await enter(), janusRoomId, feedOf(host), ['video']);
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const previewToken = newRoomMediaToken({ janusRoomId, participantId: randomUUID(), expiry });
    await (await media.placement.place(janusRoomId)).admin.addToken(previewToken);
    const early = await openBrowserParticipant(browser, { wsUrl: janus.wsUrl, token: previewToken });
    opened.push(early);
    // Not in the room: no private id, so no subscription (the rooms require one); nor a way in.
    await expect(early.subscribe(janusRoomId, feedOf(host), 'without-joining')).rejects.toThrow(
      /refused the subscription/,
    );
    await expect(early.subscribe(janusRoomId, feedOf(host))).rejects.toThrow(/refused the join/);
    await expect(early.publish(janusRoomId, 987_654, ['video'])).rejects.toThrow(/refused the join/);
    // Entering puts the same token on the list: the session it opened watches.
    await media.rooms.allow(janusRoomId, [previewToken], 'add');
    await early.subscribe(janusRoomId, feedOf(host));
    await waitFor(() => flowing(early, 'video'), 'the host to be seen');
  });

  it("mutes a participant's mic on the SFU while the mic right is off, and unmutes it when it comes back", async () => {
    const room = '7100001';
    const host = participantOf(room, { isHost: true, public: false });
    const speaker = participantOf(room, {});
    const { janusRoomId, enter } = await openRoom(room, [host, speaker]);
    const [publisher, listener] = [await enter(), await enter()];
    const feedId = feedOf(speaker);
    const audio = midOf(await publish(publisher, janusRoomId, feedId, ['video', 'audio']), 'audio');
    expect(audio).toBe('1');
    await listener.subscribe(janusRoomId, feedId);
    await waitFor(
      async () => (await flowing(listener, 'audio')) && (await flowing(listener, 'video')),
      'media',
    );
    expect(await publisher.notices()).toEqual([]);

    // The host takes the speaker's mic right away: Janus drops their audio, the video goes on.
    roomEvent(room, 'controlMic', [{ ...speaker, micAllowed: false, audioEnabled: false }]);
    await waitFor(async () => (await publisher.notices()).length > 0, 'the mic to be muted');
    expect(await publisher.notices()).toEqual([{ mid: audio, moderation: 'muted' }]);
    expect(await mutedSeen(listener, janusRoomId, feedId)).toEqual(['audio']);
    await waitFor(() => stopped(listener, 'audio'), 'the audio to stop');
    expect(await flowing(listener, 'video')).toBe(true);

    // The periodic check finds nothing to change: Janus is not asked again.
    await media.guard.enforce(janusRoomId);
    await sleep(300);
    expect(await publisher.notices()).toHaveLength(1);

    // The right comes back: the audio with it.
    roomEvent(room, 'controlMic', [{ ...speaker, micAllowed: true }]);
    await waitFor(async () => (await publisher.notices()).length > 1, 'the mic to be unmuted');
    expect(await publisher.notices()).toEqual([
      { mid: audio, moderation: 'muted' },
      { mid: audio, moderation: 'unmuted' },
    ]);
    expect(await mutedSeen(listener, janusRoomId, feedId)).toEqual([]);
    await waitFor(() => flowing(listener, 'audio'), 'the audio to flow again');
  });

  it("mutes a participant's camera while the camera right is off, also after publishing again", async () => {
    const room = '7100002';
    const speaker = participantOf(room, {});
    const { janusRoomId, enter } = await openRoom(room, [speaker]);
    const [publisher, listener] = [await enter(), await enter()];
    const feedId = feedOf(speaker);
    // The m-lines the other way round: the video is Janus's mid 1 now.
    const video = midOf(await publish(publisher, janusRoomId, feedId, ['audio', 'video']), 'video');
    expect(video).toBe('1');
    await listener.subscribe(janusRoomId, feedId);
    await waitFor(() => flowing(listener, 'video'), 'video');

    roomEvent(room, 'controlCam', [{ ...speaker, camAllowed: false, videoEnabled: false }]);
    await waitFor(async () => (await publisher.notices()).length > 0, 'the camera to be muted');
    expect(await publisher.notices()).toEqual([{ mid: video, moderation: 'muted' }]);
    expect(await mutedSeen(listener, janusRoomId, feedId)).toEqual(['video']);
    await waitFor(() => stopped(listener, 'video'), 'the video to stop');
    expect(await flowing(listener, 'audio')).toBe(true);

    // Publishing again makes new streams, unmuted: Janus's event has the new video muted at once.
    const before = told.length;
    const again = await publisher.publishAgain();
    await publishedAfter(before, feedId);
    expect(midOf(again, 'video')).toBe(video);
    await waitFor(async () => (await publisher.notices()).length > 1, 'the new video to be muted');
    expect((await publisher.notices())[1]).toEqual({ mid: video, moderation: 'muted' });
    expect(await mutedSeen(listener, janusRoomId, feedId)).toEqual(['video']);
    await listener.subscribe(janusRoomId, feedId);
    await waitFor(() => flowing(listener, 'audio'), 'the new audio');
    expect(await stopped(listener, 'video')).toBe(true);

    roomEvent(room, 'controlCam', [{ ...speaker, camAllowed: true }]);
    await waitFor(async () => (await publisher.notices()).length > 2, 'the camera to be unmuted');
    expect((await publisher.notices())[2]).toEqual({ mid: video, moderation: 'unmuted' });
    await waitFor(() => flowing(listener, 'video'), 'the video to flow again');
  });

  it('never moderates a participant whose rights all stay on', async () => {
    const room = '7100003';
    const host = participantOf(room, { isHost: true, public: false });
    const speaker = participantOf(room, {});
    const { janusRoomId, enter } = await openRoom(room, [host, speaker]);
    const [hostPage, speakerPage, listener] = [await enter(), await enter(), await enter()];
    await publish(hostPage, janusRoomId, feedOf(host), ['audio', 'video']);
    await publish(speakerPage, janusRoomId, feedOf(speaker), ['audio', 'video']);

    // "Mute all", then "disable all cameras", then both allowed again: the host is not among "all".
    const muted = { ...speaker, micAllowed: false, audioEnabled: false };
    const steps: [RoomEventMethod, RoomParticipant][] = [
      ['onMuteMicAll', muted],
      ['onDisableCamAll', { ...muted, camAllowed: false, videoEnabled: false }],
      ['onAllowMicAll', { ...speaker, camAllowed: false }],
      ['onAllowCamAll', speaker],
    ];
    for (const [index, [method, changed]] of steps.entries()) {
      roomEvent(room, method, [changed]);
      await waitFor(async () => (await speakerPage.notices()).length > index, `${method} on the SFU`);
    }
    expect((await speakerPage.notices()).map((n) => n.moderation)).toEqual([
      'muted',
      'muted',
      'unmuted',
      'unmuted',
    ]);
    await media.guard.enforce(janusRoomId);
    await watch.settled();

    expect(await hostPage.notices()).toEqual([]);
    expect(await mutedSeen(listener, janusRoomId, feedOf(host))).toEqual([]);
    await listener.subscribe(janusRoomId, feedOf(host));
    await waitFor(
      async () => (await flowing(listener, 'audio')) && (await flowing(listener, 'video')),
      'media',
    );
  });

  it('finds the streams of a publisher no event told of (another media instance) and mutes them', async () => {
    const room = '7100004';
    const speaker = participantOf(room, { micAllowed: false, audioEnabled: false });
    // A guard that hears none of Janus's events, as another instance of the media service.
    const other = publishGuard({ rooms: media.rooms, secret: media.secret, log: media.log });
    const { janusRoomId, enter } = await openRoom(room, [speaker], other);
    const [publisher, listener] = [await enter(), await enter()];
    const feedId = feedOf(speaker);
    const audio = midOf(await publish(publisher, janusRoomId, feedId, ['video', 'audio']), 'audio');
    await listener.subscribe(janusRoomId, feedId);
    await waitFor(() => flowing(listener, 'audio'), 'audio before the check');

    // Its periodic check: the streams come from Janus's handle info.
    expect(await other.enforce(janusRoomId)).toEqual([]);
    await waitFor(async () => (await publisher.notices()).length > 0, 'the mic to be muted');
    expect(await publisher.notices()).toEqual([{ mid: audio, moderation: 'muted' }]);
    await waitFor(() => stopped(listener, 'audio'), 'the audio to stop');
    expect(await flowing(listener, 'video')).toBe(true);
    await other.enforce(janusRoomId);
    await sleep(300);
    expect(await publisher.notices()).toHaveLength(1);
  });
});
