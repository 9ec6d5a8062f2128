import {
  CAMERA_FRAME_RATE,
  CAMERA_HEIGHT,
  CAMERA_WIDTH,
  conferenceMessages,
  PUBLISH_RETRY_MS,
  type RoomMediaToken,
  screenFeedDisplay,
} from '@canstring/contracts';
import type { JanusJS } from 'janus-gateway';
import type { JanusLibrary } from '../janus-library';
import type { OpenedJanus } from '../preview-session';
import { createConference } from '.';
import {
  ICE_DISCONNECTED_GRACE_MS,
  ICE_RESTART_WAIT_MS,
  REJOIN_RETRY_MS,
  REJOIN_TRIES,
} from './connection-loss';

/**
 * The conference client's own rules, with janus.js replaced by a stand-in that records what the
 * client asks and lets the test answer as Janus would: jest has no WebRTC. The real thing (Janus,
 * Chromium, media flowing) is e2e/src/conference-media.spec.ts.
 */

/** Just enough of MediaStream for the client: a list of tracks. */
class TestStream {
  private tracks: MediaStreamTrack[] = [];
  constructor(tracks: MediaStreamTrack[] = []) {
    this.tracks = [...tracks];
  }
  addTrack(track: MediaStreamTrack) {
    this.tracks.push(track);
  }
  removeTrack(track: MediaStreamTrack) {
    this.tracks = this.tracks.filter((t) => t !== track);
  }
  getTracks() {
    return [...this.tracks];
  }
}
(globalThis as unknown as { MediaStream: typeof TestStream }).MediaStream = TestStream;

interface Sent {
  message: Record<string, unknown>;
  jsep?: unknown;
}

class TestHandle {
  sent: Sent[] = [];
  offers: JanusJS.OfferParams[] = [];
  detached = false;
  constructor(private readonly given: JanusJS.PluginOptions) {}
  /** What it was attached with, and, as janus.js reads them from the handle, callbacks set on it since. */
  get options(): JanusJS.PluginOptions {
    const own = Object.fromEntries(
      Object.entries(this).filter(([name, value]) => /^(on|ice)/.test(name) && typeof value === 'function'),
    );
    return { ...this.given, ...own };
  }
  send(request: JanusJS.PluginMessage) {
    this.sent.push({ message: request.message, jsep: request.jsep });
  }
  createOffer(params: JanusJS.OfferParams) {
    this.offers.push(params);
  }
  createAnswer(params: JanusJS.PluginCreateAnswerParam) {
    params.success?.({ type: 'answer', sdp: 'v=0' });
  }
  handleRemoteJsep(params: JanusJS.PluginHandleRemoteJsepParam) {
    params.success?.({ type: 'answer', sdp: 'v=0' });
  }
  hangup() {
    this.options.oncleanup?.();
  }
  detach() {
    this.detached = true;
  }
}

const handles: TestHandle[] = [];
let sessionOptions: JanusJS.ConstructorOptions | undefined;
let sessionsMade = 0;
/** When set, attaching a handle waits here until the test lets it finish, as Janus's answer would. */
let heldAttaches: (() => void)[] | null = null;
class TestJanus {
  destroyed = false;
  constructor(options: JanusJS.ConstructorOptions) {
    sessionsMade += 1;
    sessionOptions = options;
    queueMicrotask(() => options.success?.());
  }
  attach(options: JanusJS.PluginOptions) {
    const handle = new TestHandle(options);
    handles.push(handle);
    const attached = () => options.success?.(handle as unknown as JanusJS.PluginHandle);
    if (heldAttaches) heldAttaches.push(attached);
    else attached();
  }
  destroy() {
    this.destroyed = true;
  }
  static warn() {}
}
const library = async () => TestJanus as unknown as JanusLibrary;

const pass: RoomMediaToken = {
  janusUrl: 'ws://127.0.0.1:8188',
  janusRoomId: 12345678901,
  feedId: 41,
  screenFeedId: 42,
  token: 'pass-token',
  canPublish: true,
  iceServers: [{ urls: ['turn:127.0.0.1:3478'], username: '1:u', credential: 'c' }],
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};
const ME = '00000000-0000-4000-8000-000000000001';
/** The participant's private id in the VideoRoom, as Janus gives it with 'joined'. */
const PRIVATE_ID = 90210;
const OTHER = '00000000-0000-4000-8000-000000000002';
const track = (id: string, kind: string) => ({ id, kind, stop: jest.fn() }) as unknown as MediaStreamTrack;
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  handles.length = 0;
  sessionOptions = undefined;
  sessionsMade = 0;
  heldAttaches = null;
});

const joined = async (publishers: { id: number; display: string }[] = []) => {
  const conference = createConference({ pass, participantId: ME, library });
  await settle();
  const publisher = handles[0] as TestHandle;
  publisher.options.onmessage?.({ videoroom: 'joined', private_id: PRIVATE_ID, publishers });
  await settle();
  return { conference, publisher };
};

it('joins the room with the pass and its feed id, and receives each publisher once in one stream', async () => {
  const { conference, publisher } = await joined([{ id: 7, display: OTHER }]);
  expect(sessionOptions).toMatchObject({
    server: pass.janusUrl,
    token: pass.token,
    iceServers: pass.iceServers,
  });
  expect(publisher.sent[0]?.message).toEqual({
    request: 'join',
    ptype: 'publisher',
    room: pass.janusRoomId,
    id: pass.feedId,
    display: ME,
    token: pass.token,
  });
  const subscriber = handles[1] as TestHandle;
  expect(subscriber.sent[0]?.message).toMatchObject({
    request: 'join',
    ptype: 'subscriber',
    streams: [{ feed: 7 }],
    // The rooms take a subscription only from someone in the room.
    private_id: PRIVATE_ID,
    token: pass.token,
  });
  // The offer is answered and started.
  subscriber.options.onmessage?.({ videoroom: 'attached' }, { type: 'offer', sdp: 'v=0' });
  expect(subscriber.sent[1]).toMatchObject({ message: { request: 'start' }, jsep: { type: 'answer' } });

  // janus.js reports the same video track twice: the feed keeps one stream with it once.
  const video = track('v1', 'video');
  subscriber.options.onremotetrack?.(video, '0', true);
  const stream = conference.getSnapshot().feeds[0]?.stream;
  subscriber.options.onremotetrack?.(video, '0', true);
  subscriber.options.onremotetrack?.(track('a1', 'audio'), '1', true);
  expect(conference.getSnapshot().feeds).toHaveLength(1);
  expect(conference.getSnapshot().feeds[0]).toMatchObject({ feedId: 7, participantId: OTHER });
  expect(conference.getSnapshot().feeds[0]?.stream).toBe(stream);
  expect(stream?.getTracks().map((t) => t.id)).toEqual(['v1', 'a1']);
  // A paused track stays; a publisher who stops is gone with its subscription.
  subscriber.options.onremotetrack?.(video, '0', false, { reason: 'mute' });
  expect(stream?.getTracks()).toHaveLength(2);
  publisher.options.onmessage?.({ videoroom: 'event', unpublished: 7 });
  expect(conference.getSnapshot().feeds).toEqual([]);
  expect(subscriber.detached).toBe(true);
  // Its own feed is never subscribed to.
  publisher.options.onmessage?.({ videoroom: 'event', publishers: [{ id: pass.feedId, display: ME }] });
  expect(handles).toHaveLength(2);
  conference.dispose();
});

it('subscribes once to a publisher Janus lists again while the subscription is being attached', async () => {
  const { conference, publisher } = await joined();
  heldAttaches = [];
  const listed = { videoroom: 'event', publishers: [{ id: 7, display: OTHER }] };
  publisher.options.onmessage?.(listed);
  publisher.options.onmessage?.(listed);
  for (const attached of heldAttaches) attached();
  expect(handles).toHaveLength(2);
  expect(conference.getSnapshot().feeds).toHaveLength(1);
  // Leaving, its one subscription ends: none is left receiving from the room.
  publisher.options.onmessage?.({ videoroom: 'event', leaving: 7 });
  expect(handles.slice(1).every((h) => h.detached)).toBe(true);
  conference.dispose();
});

it('a publisher the media service removes from the room is gone with its subscription', async () => {
  const { conference, publisher } = await joined([{ id: 7, display: OTHER }]);
  const subscriber = handles[1] as TestHandle;
  expect(conference.getSnapshot().feeds).toHaveLength(1);
  publisher.options.onmessage?.({ videoroom: 'event', kicked: 7 });
  expect(conference.getSnapshot().feeds).toEqual([]);
  expect(subscriber.detached).toBe(true);
  conference.dispose();
});

it('a publisher gone and back while its subscription was attached is subscribed by the newer one alone', async () => {
  const { conference, publisher } = await joined();
  heldAttaches = [];
  const listed = { videoroom: 'event', publishers: [{ id: 7, display: OTHER }] };
  publisher.options.onmessage?.(listed);
  publisher.options.onmessage?.({ videoroom: 'event', unpublished: 7 });
  publisher.options.onmessage?.(listed);
  for (const attached of heldAttaches) attached();
  const [first, second] = handles.slice(1) as TestHandle[];
  expect(first?.detached).toBe(true);
  expect(first?.sent).toEqual([]);
  expect(second?.detached).toBe(false);
  expect(second?.sent[0]?.message).toMatchObject({ request: 'join', streams: [{ feed: 7 }] });
  expect(conference.getSnapshot().feeds).toHaveLength(1);
  conference.dispose();
});

it('publishes the camera at 320x240, 30 fps, and the mic; a failure is said and tried again after 5 s', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask'] });
  try {
    const { conference, publisher } = await joined();
    conference.setSending({ video: true, audio: true });
    await settle();
    const first = publisher.offers[0] as JanusJS.OfferParams;
    expect(first.tracks).toEqual([
      { type: 'audio', capture: true, recv: false },
      {
        type: 'video',
        capture: {
          width: { ideal: CAMERA_WIDTH },
          height: { ideal: CAMERA_HEIGHT },
          frameRate: { ideal: CAMERA_FRAME_RATE },
        },
        recv: false,
      },
    ]);
    first.error?.(new Error('Requested device not found'));
    await settle();
    expect(conference.getSnapshot().publishError).toBe(
      `${conferenceMessages.publishFailed}Requested device not found`,
    );
    await jest.advanceTimersByTimeAsync(PUBLISH_RETRY_MS - 100);
    expect(publisher.offers).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(100);
    const retry = publisher.offers[1] as JanusJS.OfferParams;
    retry.success?.({ type: 'offer', sdp: 'v=0' });
    expect(publisher.sent.at(-1)).toMatchObject({
      message: { request: 'configure', audio: true, video: true },
      jsep: { type: 'offer' },
    });
    publisher.options.onmessage?.({ videoroom: 'event', configured: 'ok' }, { type: 'answer', sdp: 'v=0' });
    await settle();
    expect(conference.getSnapshot().publishError).toBeNull();

    // The host takes the mic away: the feed is unpublished and sent again with the camera only.
    conference.setSending({ video: true, audio: false });
    await settle();
    expect(publisher.sent.at(-1)?.message).toEqual({ request: 'unpublish' });
    publisher.options.oncleanup?.();
    await settle();
    expect((publisher.offers[2] as JanusJS.OfferParams).tracks?.map((t) => t.type)).toEqual(['video']);
    conference.dispose();
  } finally {
    jest.useRealTimers();
  }
});

it('shares the screen as a second feed with the screen feed id, and shows the screens of others apart', async () => {
  const { conference, publisher } = await joined([{ id: 9, display: screenFeedDisplay(OTHER) }]);
  // Another participant's screen feed is received as a screen, theirs.
  expect(conference.getSnapshot().feeds[0]).toMatchObject({
    feedId: 9,
    participantId: OTHER,
    kind: 'screen',
  });

  const screen = track('s1', 'video');
  const sharing = conference.shareScreen(screen);
  const handle = handles[2] as TestHandle;
  expect(handle.sent[0]?.message).toEqual({
    request: 'join',
    ptype: 'publisher',
    room: pass.janusRoomId,
    id: pass.screenFeedId,
    display: screenFeedDisplay(ME),
    token: pass.token,
  });
  handle.options.onmessage?.({ videoroom: 'joined', publishers: [] });
  // Only the captured screen goes out, no sound.
  expect(handle.offers[0]?.tracks).toEqual([{ type: 'video', capture: screen, recv: false }]);
  handle.offers[0]?.success?.({ type: 'offer', sdp: 'v=0' });
  expect(handle.sent[1]).toMatchObject({
    message: { request: 'configure', audio: false, video: true },
    jsep: { type: 'offer' },
  });
  expect(conference.getSnapshot().screen).toBeNull();
  handle.options.onmessage?.({ videoroom: 'event', configured: 'ok' }, { type: 'answer', sdp: 'v=0' });
  await sharing;
  expect(conference.getSnapshot().screen?.getTracks()).toEqual([screen]);
  // Its own screen feed, announced by the room, is never subscribed to.
  publisher.options.onmessage?.({
    videoroom: 'event',
    publishers: [{ id: pass.screenFeedId, display: screenFeedDisplay(ME) }],
  });
  expect(handles).toHaveLength(3);

  conference.stopScreen();
  expect(handle.detached).toBe(true);
  expect(screen.stop).toHaveBeenCalled();
  expect(conference.getSnapshot().screen).toBeNull();
  conference.dispose();
});

it('a screen share Janus refuses rejects, and stops the capture', async () => {
  const { conference } = await joined();
  const screen = track('s2', 'video');
  const sharing = conference.shareScreen(screen);
  const handle = handles[1] as TestHandle;
  handle.options.onmessage?.({ videoroom: 'event', error_code: 436, error: 'User ID 42 already exists' });
  await expect(sharing).rejects.toThrow('User ID 42 already exists');
  expect(handle.detached).toBe(true);
  expect(screen.stop).toHaveBeenCalled();
  conference.dispose();
});

describe('connection loss', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  const freshPass: RoomMediaToken = { ...pass, token: 'fresh-token' };
  /** Joined, sending the camera, receiving feed 7. */
  const sending = async (renewPass?: () => Promise<RoomMediaToken>) => {
    const conference = createConference({
      pass,
      participantId: ME,
      library,
      ...(renewPass ? { renewPass } : {}),
    });
    await settle();
    const publisher = handles[0] as TestHandle;
    publisher.options.onmessage?.({ videoroom: 'joined', publishers: [{ id: 7, display: OTHER }] });
    await settle();
    const subscriber = handles[1] as TestHandle;
    conference.setSending({ video: true, audio: false });
    await settle();
    publisher.offers[0]?.success?.({ type: 'offer', sdp: 'v=0' });
    publisher.options.onmessage?.({ videoroom: 'event', configured: 'ok' }, { type: 'answer', sdp: 'v=0' });
    await settle();
    publisher.options.iceState?.('connected');
    subscriber.options.iceState?.('connected');
    return { conference, publisher, subscriber };
  };

  it('restarts ICE on a connection disconnected past 3 s, or failed, and stays when it comes back', async () => {
    const renewPass = jest.fn(async () => freshPass);
    const { conference, publisher, subscriber } = await sending(renewPass);
    publisher.options.iceState?.('disconnected');
    await jest.advanceTimersByTimeAsync(ICE_DISCONNECTED_GRACE_MS - 1);
    expect(publisher.offers).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    const restart = publisher.offers[1] as JanusJS.OfferParams;
    expect(restart.iceRestart).toBe(true);
    restart.success?.({ type: 'offer', sdp: 'v=0' });
    expect(publisher.sent.at(-1)).toMatchObject({
      message: { request: 'configure', audio: false, video: true },
      jsep: { type: 'offer' },
    });
    // Back within the grace: no restart.
    const asked = subscriber.sent.length;
    subscriber.options.iceState?.('disconnected');
    subscriber.options.iceState?.('connected');
    await jest.advanceTimersByTimeAsync(ICE_DISCONNECTED_GRACE_MS);
    expect(subscriber.sent).toHaveLength(asked);
    // A failed one is restarted at once: Janus is asked for a new offer with fresh ICE.
    subscriber.options.iceState?.('failed');
    expect(subscriber.sent.at(-1)?.message).toEqual({ request: 'configure', restart: true });
    publisher.options.iceState?.('connected');
    subscriber.options.iceState?.('connected');
    await jest.advanceTimersByTimeAsync(ICE_RESTART_WAIT_MS * 2);
    expect(renewPass).not.toHaveBeenCalled();
    expect(conference.getSnapshot()).toMatchObject({ joined: true, lost: false });
    conference.dispose();
  });

  it('rejoins with a fresh pass when the restart does not bring it back, and sends again', async () => {
    const renewPass = jest.fn(async () => freshPass);
    const { conference, publisher, subscriber } = await sending(renewPass);
    publisher.options.iceState?.('failed');
    await jest.advanceTimersByTimeAsync(ICE_RESTART_WAIT_MS);
    expect(renewPass).toHaveBeenCalledTimes(1);
    expect(subscriber.detached).toBe(true);
    expect(conference.getSnapshot()).toMatchObject({
      joined: false,
      feeds: [],
      local: null,
      lost: false,
      reconnecting: true,
    });
    expect(sessionOptions?.token).toBe('fresh-token');
    const again = handles[2] as TestHandle;
    expect(again.sent[0]?.message).toMatchObject({ request: 'join', id: pass.feedId, token: 'fresh-token' });
    // Callbacks of the old session change nothing any more.
    publisher.options.onmessage?.({ videoroom: 'event', unpublished: 7 });
    again.options.onmessage?.({ videoroom: 'joined', publishers: [{ id: 7, display: OTHER }] });
    await settle();
    expect(conference.getSnapshot()).toMatchObject({
      joined: true,
      lost: false,
      publishError: null,
      reconnecting: false,
    });
    expect(conference.getSnapshot().feeds.map((f) => f.feedId)).toEqual([7]);
    // The camera wanted before is published again on the new session.
    expect(again.offers[0]?.tracks?.map((t) => t.type)).toEqual(['video']);
    conference.dispose();
  });

  it('rejoins at once when the Janus session is lost; a rejoin none of whose tries joins is the end', async () => {
    const renewPass = jest.fn(async () => freshPass);
    const { conference } = await sending(renewPass);
    const lostSession = sessionOptions as JanusJS.ConstructorOptions;
    lostSession.error?.('Lost connection to the server (is it down?)');
    await settle();
    expect(renewPass).toHaveBeenCalledTimes(1);
    expect(conference.getSnapshot()).toMatchObject({ reconnecting: true, lost: false });
    // No new session can reach Janus either: each try fails, and the next comes a moment later.
    for (let tries = 1; tries <= REJOIN_TRIES; tries += 1) {
      expect(renewPass).toHaveBeenCalledTimes(tries);
      expect(sessionsMade).toBe(tries + 1);
      expect(conference.getSnapshot()).toMatchObject({ reconnecting: true, lost: false });
      (sessionOptions as JanusJS.ConstructorOptions).error?.(
        'Error connecting to the Janus WebSockets server',
      );
      await settle();
      await jest.advanceTimersByTimeAsync(REJOIN_RETRY_MS);
    }
    expect(renewPass).toHaveBeenCalledTimes(REJOIN_TRIES);
    expect(conference.getSnapshot()).toMatchObject({
      lost: true,
      joined: false,
      reconnecting: false,
      failed: 'Error connecting to the Janus WebSockets server',
    });
    conference.dispose();
  });

  it('a rejoin whose pass names a server gone too joins on the next try, with a fresh pass', async () => {
    const nextServer: RoomMediaToken = { ...freshPass, janusUrl: 'ws://127.0.0.1:8189', token: 'next-token' };
    const renewPass = jest.fn<Promise<RoomMediaToken>, []>().mockResolvedValueOnce(freshPass);
    renewPass.mockResolvedValue(nextServer);
    const { conference } = await sending(renewPass);
    (sessionOptions as JanusJS.ConstructorOptions).error?.('Lost connection to the server (is it down?)');
    await settle();
    // The first pass names the server that has just gone: its session cannot connect.
    expect(sessionOptions?.server).toBe(pass.janusUrl);
    (sessionOptions as JanusJS.ConstructorOptions).error?.('Error connecting to the Janus WebSockets server');
    await settle();
    expect(conference.getSnapshot()).toMatchObject({ reconnecting: true, lost: false });
    await jest.advanceTimersByTimeAsync(REJOIN_RETRY_MS);
    expect(renewPass).toHaveBeenCalledTimes(2);
    expect(sessionOptions).toMatchObject({ server: nextServer.janusUrl, token: 'next-token' });
    const again = handles.at(-1) as TestHandle;
    expect(again.sent[0]?.message).toMatchObject({ request: 'join', token: 'next-token' });
    again.options.onmessage?.({ videoroom: 'joined', publishers: [{ id: 7, display: OTHER }] });
    await settle();
    expect(conference.getSnapshot()).toMatchObject({ joined: true, lost: false, reconnecting: false });
    // Media connected again: a later loss may rejoin again.
    again.options.iceState?.('connected');
    (sessionOptions as JanusJS.ConstructorOptions).error?.('Lost connection to the server (is it down?)');
    await settle();
    expect(renewPass).toHaveBeenCalledTimes(3);
    expect(conference.getSnapshot()).toMatchObject({ reconnecting: true, lost: false });
    conference.dispose();
  });

  it('is lost when a rejoin does not join within 15 s, or a fresh pass is refused', async () => {
    const { conference } = await sending(async () => freshPass);
    (sessionOptions as JanusJS.ConstructorOptions).destroyed?.();
    await settle();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(conference.getSnapshot()).toMatchObject({ lost: true, failed: 'rejoining timed out' });
    conference.dispose();

    handles.length = 0;
    const refusal = jest.fn(async (): Promise<RoomMediaToken> => {
      throw new Error('Not in this room');
    });
    const refused = await sending(refusal);
    (sessionOptions as JanusJS.ConstructorOptions).error?.('Lost connection to the server (is it down?)');
    await settle();
    await jest.advanceTimersByTimeAsync(REJOIN_RETRY_MS * REJOIN_TRIES);
    expect(refusal).toHaveBeenCalledTimes(REJOIN_TRIES);
    expect(refused.conference.getSnapshot()).toMatchObject({ lost: true, failed: 'Not in this room' });
    refused.conference.dispose();
  });

  it('a second loss before any media connection came back is the end', async () => {
    const renewPass = jest.fn(async () => freshPass);
    const { conference } = await sending(renewPass);
    (sessionOptions as JanusJS.ConstructorOptions).error?.('Lost connection to the server (is it down?)');
    await settle();
    const again = handles[2] as TestHandle;
    again.options.onmessage?.({ videoroom: 'joined', publishers: [{ id: 7, display: OTHER }] });
    await settle();
    (sessionOptions as JanusJS.ConstructorOptions).error?.('Lost connection to the server (is it down?)');
    await settle();
    expect(renewPass).toHaveBeenCalledTimes(1);
    expect(conference.getSnapshot().lost).toBe(true);
    conference.dispose();
  });

  it('leaves a media connection that never connected as it is (no route to the SFU is no loss)', async () => {
    const renewPass = jest.fn(async () => freshPass);
    const conference = createConference({ pass, participantId: ME, library, renewPass });
    await settle();
    const publisher = handles[0] as TestHandle;
    publisher.options.onmessage?.({ videoroom: 'joined', publishers: [{ id: 7, display: OTHER }] });
    await settle();
    const subscriber = handles[1] as TestHandle;
    const asked = subscriber.sent.length;
    subscriber.options.iceState?.('failed');
    await jest.advanceTimersByTimeAsync(ICE_RESTART_WAIT_MS * 2);
    expect(subscriber.sent).toHaveLength(asked);
    expect(renewPass).not.toHaveBeenCalled();
    expect(conference.getSnapshot()).toMatchObject({ joined: true, lost: false });
    conference.dispose();
  });

  it('a session that never joined is a failure, not a loss', async () => {
    const renewPass = jest.fn(async () => freshPass);
    const conference = createConference({ pass, participantId: ME, library, renewPass });
    await settle();
    (sessionOptions as JanusJS.ConstructorOptions).error?.('Error connecting to the Janus WebSockets server');
    await settle();
    expect(conference.getSnapshot()).toMatchObject({
      lost: false,
      failed: 'Error connecting to the Janus WebSockets server',
    });
    expect(renewPass).not.toHaveBeenCalled();
    conference.dispose();
  });
});

it('gives a new local stream whenever what is sent changes, so a reader of the snapshot sees each track', async () => {
  const { conference, publisher } = await joined();
  const camera = track('cam', 'video');
  const mic = track('mic', 'audio');
  publisher.options.onlocaltrack?.(camera, true);
  const withCamera = conference.getSnapshot().local;
  expect(withCamera?.getTracks()).toEqual([camera]);
  publisher.options.onlocaltrack?.(mic, true);
  const withBoth = conference.getSnapshot().local;
  expect(withBoth).not.toBe(withCamera);
  expect(withBoth?.getTracks()).toEqual([camera, mic]);
  // The same track reported again changes nothing.
  publisher.options.onlocaltrack?.(mic, true);
  expect(conference.getSnapshot().local).toBe(withBoth);
  publisher.options.onlocaltrack?.(camera, false);
  expect(conference.getSnapshot().local?.getTracks()).toEqual([mic]);
  publisher.options.onlocaltrack?.(mic, false);
  expect(conference.getSnapshot().local).toBeNull();
  conference.dispose();
});

describe('the session the device preview opened', () => {
  const openedBy = (ready: Promise<unknown>) => {
    const loss: { listener?: (why: string) => void } = {};
    ready.catch(() => undefined);
    return {
      loss,
      opened: {
        ready: ready as Promise<OpenedJanus>,
        onLoss: (listener: (why: string) => void) => (loss.listener = listener),
      },
    };
  };

  it('joins the room in it without opening another, and takes its loss as its own', async () => {
    const session = new TestJanus({ server: pass.janusUrl });
    sessionsMade = 0;
    const { opened, loss } = openedBy(Promise.resolve({ janus: session }));
    const conference = createConference({ pass, participantId: ME, library, opened });
    await settle();
    expect(sessionsMade).toBe(0);
    const publisher = handles[0] as TestHandle;
    expect(publisher.sent[0]?.message).toMatchObject({
      request: 'join',
      ptype: 'publisher',
      id: pass.feedId,
    });
    publisher.options.onmessage?.({ videoroom: 'joined', private_id: PRIVATE_ID, publishers: [] });
    await settle();
    expect(conference.getSnapshot().joined).toBe(true);
    // Without a way to renew the pass, a lost session is the end of the conference.
    loss.listener?.('Lost connection to the server (is it down?)');
    expect(conference.getSnapshot()).toMatchObject({ lost: true, joined: false });
    expect(session.destroyed).toBe(true);
  });

  it('joins with the handles the preview attached, which take the conference callbacks', async () => {
    const session = new TestJanus({ server: pass.janusUrl });
    const videoroom = { plugin: 'janus.plugin.videoroom' };
    const [publisher, subscriber] = [new TestHandle(videoroom), new TestHandle(videoroom)];
    const { opened } = openedBy(Promise.resolve({ janus: session, publisher, subscriber }));
    const conference = createConference({ pass, participantId: ME, library, opened });
    await settle();
    expect(publisher.sent[0]?.message).toMatchObject({
      request: 'join',
      ptype: 'publisher',
      id: pass.feedId,
    });
    // Janus's answer reaches the conference through the handle's own callback.
    publisher.options.onmessage?.({
      videoroom: 'joined',
      private_id: PRIVATE_ID,
      publishers: [{ id: 7, display: OTHER }],
    });
    await settle();
    expect(conference.getSnapshot().joined).toBe(true);
    expect(subscriber.sent[0]?.message).toMatchObject({
      ptype: 'subscriber',
      streams: [{ feed: 7 }],
      private_id: PRIVATE_ID,
    });
    subscriber.options.onmessage?.({ videoroom: 'attached' }, { type: 'offer', sdp: 'v=0' });
    expect(subscriber.sent[1]).toMatchObject({ message: { request: 'start' }, jsep: { type: 'answer' } });
    // Nothing attached anew: a second publisher gets a handle of its own.
    expect(handles).toHaveLength(0);
    publisher.options.onmessage?.({ videoroom: 'event', publishers: [{ id: 8, display: OTHER }] });
    expect(handles).toHaveLength(1);
  });

  it('fails the join when the room refuses it (a pass it does not list), saying why', async () => {
    const conference = createConference({ pass, participantId: ME, library });
    await settle();
    const publisher = handles[0] as TestHandle;
    publisher.options.onmessage?.({
      videoroom: 'event',
      error_code: 433,
      error: 'Unauthorized (not in the allowed list)',
    });
    await settle();
    expect(conference.getSnapshot()).toMatchObject({
      joined: false,
      failed: 'Unauthorized (not in the allowed list)',
    });
  });

  it('opens its own session with the pass when the preview could not open one', async () => {
    const { opened } = openedBy(Promise.reject(new Error('no WebSocket')));
    createConference({ pass, participantId: ME, library, opened });
    await settle();
    expect(sessionsMade).toBe(1);
    expect(sessionOptions).toMatchObject({ server: pass.janusUrl, token: pass.token });
    expect(handles).toHaveLength(1);
  });
});

describe('ready: the conference part of entering is done', () => {
  it('once every feed there at the join is answered; at once in an empty room', async () => {
    const empty = await joined([]);
    expect(empty.conference.getSnapshot()).toMatchObject({ joined: true, ready: true });
    handles.length = 0;

    const { conference } = await joined([
      { id: 7, display: OTHER },
      { id: 8, display: OTHER },
    ]);
    expect(conference.getSnapshot()).toMatchObject({ joined: true, ready: false });
    const [first, second] = [handles[1] as TestHandle, handles[2] as TestHandle];
    first.options.onmessage?.({ videoroom: 'attached' }, { type: 'offer', sdp: 'v=0' });
    expect(conference.getSnapshot().ready).toBe(false);
    // A feed that goes before it is answered is not waited for.
    (handles[0] as TestHandle).options.onmessage?.({ videoroom: 'event', unpublished: 8 });
    expect(conference.getSnapshot().ready).toBe(true);
    expect(second.detached).toBe(true);
  });
});

it('a conference of chosen feeds offers every publisher, receives the chosen ones alone, video only, until unwatched', async () => {
  const conference = createConference({ pass, participantId: ME, library, feeds: 'chosen' });
  await settle();
  const publisher = handles[0] as TestHandle;
  const camera = {
    id: 7,
    display: OTHER,
    streams: [
      { type: 'audio', mid: '0' },
      { type: 'video', mid: '1' },
    ],
  };
  const screen = { id: 8, display: screenFeedDisplay(OTHER), streams: [{ type: 'video', mid: '0' }] };
  publisher.options.onmessage?.({ videoroom: 'joined', private_id: PRIVATE_ID, publishers: [camera] });
  await settle();
  // Ready at once (nothing chosen is waited for), and nothing is received.
  expect(conference.getSnapshot()).toMatchObject({ joined: true, ready: true, feeds: [] });
  expect(conference.getSnapshot().offered).toEqual([{ feedId: 7, participantId: OTHER, kind: 'camera' }]);
  expect(handles).toHaveLength(1);

  // Chosen before it is offered: received once listed, its video alone.
  conference.watch(8);
  expect(handles).toHaveLength(1);
  publisher.options.onmessage?.({ videoroom: 'event', publishers: [screen] });
  expect(conference.getSnapshot().offered.map((o) => o.kind)).toEqual(['camera', 'screen']);
  expect((handles[1] as TestHandle).sent[0]?.message).toMatchObject({
    ptype: 'subscriber',
    streams: [{ feed: 8, mid: '0' }],
    private_id: PRIVATE_ID,
  });
  conference.watch(7);
  expect((handles[2] as TestHandle).sent[0]?.message).toMatchObject({ streams: [{ feed: 7, mid: '1' }] });
  expect(conference.getSnapshot().feeds.map((f) => [f.feedId, f.kind])).toEqual([
    [8, 'screen'],
    [7, 'camera'],
  ]);

  // Unwatched: its subscription ends, it stays offered.
  conference.unwatch(7);
  expect((handles[2] as TestHandle).detached).toBe(true);
  expect(conference.getSnapshot().feeds.map((f) => f.feedId)).toEqual([8]);
  expect(conference.getSnapshot().offered).toHaveLength(2);
  // Gone from the room: no longer offered, and its subscription ended.
  publisher.options.onmessage?.({ videoroom: 'event', unpublished: 8 });
  expect((handles[1] as TestHandle).detached).toBe(true);
  expect(conference.getSnapshot().offered.map((o) => o.feedId)).toEqual([7]);
  conference.dispose();
});
