import { randomUUID } from 'node:crypto';
import type { RoomEvent, RoomParticipant, RoomState } from '@canstring/contracts';
import { createLogger } from '@canstring/service-kit';
import { startJanusForTest, type TestJanus } from '../test-support/media-servers-for-test';
import { participantOf, roomStateOf, startedRoomFlags } from '../test-support/room-fixtures-for-test';
import { newRoomMediaToken } from '../tokens/room-media-token';
import { janusAdmin } from './janus-admin';
import { feedIdOf, janusRoomIdOf, screenFeedIdOf } from './janus-ids';
import { type JanusRooms, janusRooms } from './janus-rooms';
import { mayPublish, publishGuard } from './publish-guard';

jest.setTimeout(60_000);

const ROOM = '4242424242';
let janus: TestJanus;
/** The meeting's VideoRoom, as the guard names it. */
let JANUS_ROOM: number;
beforeAll(async () => {
  janus = await startJanusForTest();
  JANUS_ROOM = janusRoomIdOf(ROOM, janus.adminSecret);
});
afterAll(async () => {
  await janus?.stop();
});

/** A viewer with nothing allowed unless `over` says so. */
const participant = (over: Partial<RoomParticipant>): RoomParticipant =>
  participantOf(ROOM, {
    videoEnabled: false,
    audioEnabled: false,
    userMode: 'viewer',
    micAllowed: false,
    camAllowed: false,
    ...over,
  });
const flags = startedRoomFlags;
const stateWith = (participants: RoomParticipant[], screenSharerId: string | null = null): RoomState =>
  roomStateOf(ROOM, participants, screenSharerId);

/** Joins the VideoRoom as a publisher through Janus's own API, with the participant's feed id. */
const joinAs = async (rooms: JanusRooms, feedId: number) => {
  const admin = janusAdmin({ url: janus.adminUrl, secret: janus.adminSecret });
  const token = newRoomMediaToken({ janusRoomId: JANUS_ROOM, participantId: randomUUID(), expiry: 1 });
  await admin.addToken(token);
  await rooms.allow(JANUS_ROOM, [token], 'add');
  const post = async (path: string, body: Record<string, unknown>) =>
    (await (
      await fetch(`${janus.httpUrl}${path}`, {
        method: 'POST',
        body: JSON.stringify({ transaction: randomUUID(), token, ...body }),
      })
    ).json()) as { data: { id: number } };
  const session = (await post('', { janus: 'create' })).data.id;
  const handle = (await post(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data.id;
  await post(`/${session}/${handle}`, {
    janus: 'message',
    body: { request: 'join', ptype: 'publisher', room: JANUS_ROOM, id: feedId, token },
  });
};

const feedsIn = async (rooms: JanusRooms) => (await rooms.participants(JANUS_ROOM)).map((p) => p.id).sort();

const waitForFeeds = async (rooms: JanusRooms, count: number) => {
  const deadline = Date.now() + 5_000;
  while ((await feedsIn(rooms)).length < count && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
};

/** A guard over the real VideoRoom whose joined participants all count as sending. */
const guardedRooms = () => {
  const secret = janus.adminSecret;
  const real = janusRooms(janusAdmin({ url: janus.adminUrl, secret }), secret);
  // Janus reports `publisher: true` only once a PeerConnection carries media, which needs the
  // network namespace of the media recipe; here the joined participants are reported as sending.
  const rooms: JanusRooms = {
    ...real,
    participants: async (id) => (await real.participants(id)).map((p) => ({ ...p, publisher: true })),
  };
  return { secret, real, guard: publishGuard({ rooms, secret, log: createLogger('test', 'silent') }) };
};

describe('the publish guard on a real VideoRoom', () => {
  it('lets hosts and presenters publish, and removes a publisher who lost the right', async () => {
    const { secret, real, guard } = guardedRooms();
    const host = participant({ isHost: true, public: false });
    const presenter = participant({ userMode: 'presenter' });
    const viewer = participant({});
    expect([host, presenter, viewer].map(mayPublish)).toEqual([true, true, false]);

    await real.ensure(JANUS_ROOM, 'Guarded');
    guard.seed(stateWith([host, presenter, viewer]));
    for (const p of [host, presenter, viewer]) await joinAs(real, feedIdOf(p.participantId, secret));
    await waitForFeeds(real, 3);

    // The viewer is sending: removed; the host and the presenter stay.
    expect(await guard.enforce(JANUS_ROOM)).toEqual([feedIdOf(viewer.participantId, secret)]);
    expect(await feedsIn(real)).toEqual(
      [feedIdOf(host.participantId, secret), feedIdOf(presenter.participantId, secret)].sort(),
    );

    // The host takes the presenter right away: the next event makes the guard remove them.
    const event: RoomEvent = {
      room: ROOM,
      version: 2,
      method: 'onGiveConrol',
      fromParticipantId: host.participantId,
      payload: '{}',
      flags,
      participants: [{ ...presenter, userMode: 'viewer' }],
      left: [],
      features: {},
      audience: null,
      state: null,
    };
    expect(guard.apply(event)).toBe(true);
    expect(guard.apply(event)).toBe(false);
    expect(await guard.enforce(JANUS_ROOM)).toEqual([feedIdOf(presenter.participantId, secret)]);
    expect(await feedsIn(real)).toEqual([feedIdOf(host.participantId, secret)]);

    await real.destroy(JANUS_ROOM);
    expect(await guard.enforce(JANUS_ROOM)).toEqual([]);
    expect(guard.rooms()).toEqual([]);
  });
});

describe('the publish guard and screen shares', () => {
  it("lets only the room's screen sharer publish a screen feed, and removes it once they stop", async () => {
    const { secret, real, guard } = guardedRooms();
    // A viewer with the screen grant shares; another one with the grant only tries.
    const sharer = participant({ screenAllowed: true });
    const other = participant({ screenAllowed: true });
    await real.ensure(JANUS_ROOM, 'Screens');
    guard.seed(stateWith([sharer, other], sharer.participantId));
    const sharerScreen = screenFeedIdOf(sharer.participantId, secret);
    const otherScreen = screenFeedIdOf(other.participantId, secret);
    expect(sharerScreen).not.toBe(feedIdOf(sharer.participantId, secret));
    await joinAs(real, sharerScreen);
    await joinAs(real, otherScreen);
    await waitForFeeds(real, 2);

    expect(await guard.enforce(JANUS_ROOM)).toEqual([otherScreen]);
    expect(await feedsIn(real)).toEqual([sharerScreen]);

    // The sharer stops (the room clears its sharer): their screen feed goes too.
    const stopped: RoomEvent = {
      room: ROOM,
      version: 2,
      method: 'onScreeShare',
      fromParticipantId: sharer.participantId,
      payload: '{"sharing":false}',
      flags: { ...flags, screenSharerId: null },
      participants: [],
      left: [],
      features: {},
      audience: null,
      state: null,
    };
    expect(guard.apply(stopped)).toBe(true);
    expect(guard.apply(stopped)).toBe(false);
    expect(await guard.enforce(JANUS_ROOM)).toEqual([sharerScreen]);

    // Now the other one shares: their screen feed may publish.
    expect(
      guard.apply({ ...stopped, version: 3, flags: { ...flags, screenSharerId: other.participantId } }),
    ).toBe(true);
    await joinAs(real, otherScreen);
    await waitForFeeds(real, 1);
    expect(await guard.enforce(JANUS_ROOM)).toEqual([]);
    expect(await feedsIn(real)).toEqual([otherScreen]);
    await real.destroy(JANUS_ROOM);
  });
});

describe('the publish guard in an exam’s room', () => {
  it('lets every candidate publish camera and screen at once, and no one without the right', async () => {
    const { secret, real, guard } = guardedRooms();
    const examiner = participant({ isHost: true, public: false });
    const candidates = [participant({ userMode: 'presenter' }), participant({ userMode: 'presenter' })];
    const viewer = participant({});
    const state = stateWith([examiner, ...candidates, viewer]);
    state.features.exam = {
      examId: 1,
      examinerUserId: 1,
      status: 'started',
      startedAt: null,
      stoppedAt: null,
      durationMinutes: 30,
      candidates: [],
    };
    await real.ensure(JANUS_ROOM, 'Exam');
    guard.seed(state);
    const feeds = candidates.flatMap((c) => [
      feedIdOf(c.participantId, secret),
      screenFeedIdOf(c.participantId, secret),
    ]);
    const viewerScreen = screenFeedIdOf(viewer.participantId, secret);
    for (const feed of [...feeds, viewerScreen]) await joinAs(real, feed);
    await waitForFeeds(real, 5);
    expect(await guard.enforce(JANUS_ROOM)).toEqual([viewerScreen]);
    expect(await feedsIn(real)).toEqual([...feeds].sort());
    await real.destroy(JANUS_ROOM);
  });
});
