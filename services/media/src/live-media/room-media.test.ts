import { randomUUID } from 'node:crypto';
import {
  type AppError,
  decodeLegacyMediaToken,
  ErrorCode,
  fileServerPaths,
  mediaEndpoints,
  messages,
  ROOM_SEATS_PER_PERSON,
  roomMessages,
  userEndpoints,
} from '@canstring/contracts';
import { type InRoom, NOW, type RoomTestBed, startRoomTestBed } from '@canstring/room-service/test-bed';
import { call } from '@canstring/service-kit';
import { janusAdmin } from '../janus/janus-admin';
import { janusRoomIdOf } from '../janus/janus-ids';
import { janusClientForTest } from '../test-support/janus-client-for-test';
import {
  startCoturnForTest,
  startJanusForTest,
  type TestCoturn,
  type TestJanus,
} from '../test-support/media-servers-for-test';
import { startMediaServiceForTest, type TestMediaService } from '../testing';

jest.setTimeout(120_000);

let bed: RoomTestBed;
let janus: TestJanus;
let coturn: TestCoturn;
let media: TestMediaService;

beforeAll(async () => {
  [bed, janus, coturn] = await Promise.all([
    startRoomTestBed('media-room'),
    startJanusForTest(),
    startCoturnForTest(),
  ]);
  media = await startMediaServiceForTest({
    natsUrl: bed.nats.url,
    env: {
      JANUS_ADMIN_URL: janus.adminUrl,
      JANUS_ADMIN_SECRET: janus.adminSecret,
      JANUS_WS_URL: janus.wsUrl,
      TURN_SECRET: coturn.secret,
      PUBLIC_HOST: '127.0.0.1',
      TURN_PORT: String(coturn.port),
      MEDIA_PUBLISH_CHECK_MS: '300',
    },
  });
});
afterAll(async () => {
  await media?.stop();
  await Promise.all([bed?.stop(), janus?.stop(), coturn?.stop()]);
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: AppError) => error,
  );

/** The VideoRoom's refusal of a token not on a room's allowed list (janus_videoroom.c). */
const JANUS_UNAUTHORIZED = 433;
/** Its answer about a room it does not have. */
const JANUS_NO_SUCH_ROOM = 426;

const admin = () => janusAdmin({ url: janus.adminUrl, secret: janus.adminSecret });
/** The VideoRoom of a meeting, as the media service (holding Janus's admin secret) names it. */
const janusRoomOf = (room: string) => janusRoomIdOf(room, janus.adminSecret);
const roomToken = (who: InRoom) =>
  call(bed.nc, mediaEndpoints.roomToken, { caller: who.caller, participantId: who.participantId });

/** A started meeting with its host and one guest viewer in the room. */
const startedMeeting = async () => {
  const organizer = await bed.newUser(1);
  const { alias, room } = await bed.meeting(organizer);
  const host = await bed.join({ actor: organizer }, alias, { asHost: true });
  await bed.signal(host, 'meetingStatus', { started: true });
  const guest = await bed.join({ guest: await bed.guest(alias) }, alias);
  return { organizer, alias, room, host, guest };
};

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('room media tokens', () => {
  it('gives an admitted participant a token Janus accepts for their room; a host may publish, a viewer not', async () => {
    const { room, host, guest } = await startedMeeting();
    const forHost = await roomToken(host);
    expect(forHost).toMatchObject({
      janusUrl: janus.wsUrl,
      janusRoomId: janusRoomOf(room),
      canPublish: true,
      feedId: expect.any(Number),
      screenFeedId: expect.any(Number),
    });
    expect(forHost.screenFeedId).not.toBe(forHost.feedId);
    expect(forHost.iceServers[0]?.urls).toContain(`turn:127.0.0.1:${coturn.port}?transport=udp`);
    expect(await admin().listTokens()).toContain(forHost.token);
    expect((await admin().videoroom({ request: 'exists', room: janusRoomOf(room) })).exists).toBe(true);

    const forGuest = await roomToken(guest);
    expect(forGuest.canPublish).toBe(false);
    expect(forGuest.janusRoomId).toBe(janusRoomOf(room));
    expect(forGuest.token).not.toBe(forHost.token);
  });

  it('refuses a stranger, a forged participant and someone in another room', async () => {
    const { host, guest } = await startedMeeting();
    const other = await startedMeeting();
    const stranger = await bed.newUser();
    const before = (await admin().listTokens()).length;

    const forged = await refusal(roomToken({ ...host, participantId: randomUUID() }));
    expect(forged.code).toBe(ErrorCode.Forbidden);
    const notTheirs = await refusal(roomToken({ ...host, caller: { actor: stranger } }));
    expect([ErrorCode.Forbidden, ErrorCode.NotFound]).toContain(notTheirs.code);
    // The guest of one meeting naming the participant of another.
    const elsewhere = await refusal(roomToken({ ...guest, participantId: other.host.participantId }));
    expect([ErrorCode.Forbidden, ErrorCode.NotFound]).toContain(elsewhere.code);
    expect((await admin().listTokens()).length).toBe(before);
  });

  it('removes the tokens of those who leave, and destroys the room when the meeting ends', async () => {
    const { room, host, guest } = await startedMeeting();
    const forHost = await roomToken(host);
    const forGuest = await roomToken(guest);
    await bed.leave(guest);
    await waitFor(
      async () => !(await admin().listTokens()).includes(forGuest.token),
      'the guest token to go',
    );
    expect(await admin().listTokens()).toContain(forHost.token);

    await bed.signal(host, 'meetingStatus', { started: false });
    await waitFor(
      async () => (await admin().videoroom({ request: 'exists', room: janusRoomOf(room) })).exists === false,
      'the room to be destroyed',
    );
    await waitFor(async () => !(await admin().listTokens()).includes(forHost.token), 'the host token to go');
    expect(await refusal(roomToken(host))).toBeDefined();
  });

  it("keeps each meeting's VideoRoom private under an id no token holder can guess, so one room's token reads nothing of another", async () => {
    const first = await startedMeeting();
    const second = await startedMeeting();
    const mine = await roomToken(first.guest);
    const theirs = await roomToken(second.host);
    // Neither the meeting's number nor near the next meeting's, and only the service's secret gives it.
    expect(mine.janusRoomId).not.toBe(Number(first.room));
    expect(theirs.janusRoomId).not.toBe(Number(second.room));
    expect(Math.abs(theirs.janusRoomId - mine.janusRoomId)).toBeGreaterThan(1_000_000);
    expect(janusRoomIdOf(first.room, 'another secret')).not.toBe(mine.janusRoomId);
    expect(Number.isSafeInteger(mine.janusRoomId)).toBe(true);

    const client = janusClientForTest(janus.httpUrl);
    const opened = await client.attach(mine.token);
    if ('refused' in opened) throw new Error('the room token opened no session');
    // Janus lists no room to a token holder: every room is private.
    expect(await client.ask(opened, mine.token, { request: 'list' })).toMatchObject({
      videoroom: 'success',
      list: [],
    });
    // Naming the other meeting by its number (what a token holder could guess) finds no room.
    const guessed = await client.ask(opened, mine.token, {
      request: 'listparticipants',
      room: Number(second.room),
    });
    expect(guessed).toMatchObject({ videoroom: 'event', error_code: JANUS_NO_SUCH_ROOM });
    // And the other room itself refuses this token's join: its allowed list does not hold it.
    const joined = await client.ask(opened, mine.token, {
      request: 'join',
      ptype: 'publisher',
      room: theirs.janusRoomId,
      id: mine.feedId,
      token: mine.token,
    });
    expect(joined.error_code).toBe(JANUS_UNAUTHORIZED);
  });

  it("gives the pass of the participant a join's answer names, with that answer: none for another", async () => {
    const { guest, host } = await startedMeeting();
    const pass = await call(bed.nc, mediaEndpoints.joinPass, {
      participantId: guest.participantId,
      state: guest.state,
    });
    expect(pass).toMatchObject({ janusRoomId: (await roomToken(guest)).janusRoomId, canPublish: false });
    expect(await admin().listTokens()).toContain(pass.token);
    // No pass for someone the answer does not list, nor in a room that ended.
    const notInIt = await refusal(
      call(bed.nc, mediaEndpoints.joinPass, {
        participantId: randomUUID(),
        state: guest.state,
      }),
    );
    expect(notInIt.code).toBe(ErrorCode.Forbidden);
    const ended = await refusal(
      call(bed.nc, mediaEndpoints.joinPass, {
        participantId: host.participantId,
        state: { ...host.state, flags: { ...host.state.flags, ended: true } },
      }),
    );
    expect(ended.code).toBe(ErrorCode.Forbidden);
  });

  it('gives relay credentials to any caller', async () => {
    const { guest } = await startedMeeting();
    const creds = await call(bed.nc, mediaEndpoints.turnCredentials, { caller: guest.caller });
    expect(creds.iceServers[0]?.username).toMatch(/^\d+:g[0-9a-f-]+$/);
    expect(Date.parse(creds.expiresAt) - Date.now()).toBeGreaterThan(3_500_000);
  });
});

describe('the device preview pass', () => {
  const previewPass = (caller: InRoom['caller'], alias: string) =>
    call(bed.nc, mediaEndpoints.previewPass, { caller, alias, currentDate: NOW, zone: 'UTC' });
  const client = () => janusClientForTest(janus.httpUrl);
  const publisherJoin = (room: string, id: number, token: string) => ({
    request: 'join',
    ptype: 'publisher',
    room: janusRoomOf(room),
    id,
    token,
  });

  it('opens a Janus session that joins nothing until the caller enters with its seat; then the same session goes in', async () => {
    const { alias, room } = await startedMeeting();
    const caller = { guest: await bed.guest(alias, 'Early') };
    const pass = await previewPass(caller, alias);
    expect(pass).toMatchObject({ janusUrl: janus.wsUrl, seat: expect.any(String) });
    expect(await admin().listTokens()).toContain(pass.token);

    const opened = await client().attach(pass.token);
    if ('refused' in opened) throw new Error('the preview token opened no session');
    // No joining before entering: the room's allowed list does not hold it.
    const early = await client().ask(opened, pass.token, publisherJoin(room, 424242, pass.token));
    expect(early.error_code).toBe(JANUS_UNAUTHORIZED);
    // (Nor watching: the rooms take subscriptions only from someone who joined; media-rights.test.)

    const entered = await bed.join(caller, alias, { seat: pass.seat });
    expect(entered.participantId).toBe(pass.seat);
    const forEntered = await call(bed.nc, mediaEndpoints.joinPass, {
      participantId: entered.participantId,
      state: entered.state,
      previewToken: pass.token,
    });
    expect(forEntered.token).toBe(pass.token);
    const joined = await client().ask(opened, pass.token, publisherJoin(room, forEntered.feedId, pass.token));
    expect(joined).toMatchObject({ videoroom: 'joined', id: forEntered.feedId });

    // Leaving ends it like any participant's token.
    await bed.leave(entered);
    await waitFor(async () => !(await admin().listTokens()).includes(pass.token), 'the token to go');
    expect((await client().api(opened.session, { janus: 'keepalive', token: pass.token })).error?.code).toBe(
      403,
    );
  });

  it("ends the pass of a seat the person's newer ones gave up", async () => {
    const { alias } = await startedMeeting();
    const caller = { guest: await bed.guest(alias) };
    const passes = [];
    for (let i = 0; i <= ROOM_SEATS_PER_PERSON; i++) passes.push(await previewPass(caller, alias));
    const tokens = await admin().listTokens();
    expect(tokens).not.toContain(passes[0]?.token);
    for (const pass of passes.slice(1)) expect(tokens).toContain(pass.token);
  });

  it('keeps a preview token only for the participant it names, and refuses a pass where the room would refuse the join', async () => {
    const { alias, host } = await startedMeeting();
    const other = await startedMeeting();
    const caller = { guest: await bed.guest(alias) };
    const pass = await previewPass(caller, alias);
    // Entering without the seat: another participant id, so the token is not theirs to keep.
    const entered = await bed.join(caller, alias);
    const forEntered = await call(bed.nc, mediaEndpoints.joinPass, {
      participantId: entered.participantId,
      state: entered.state,
      previewToken: pass.token,
    });
    expect(forEntered.token).not.toBe(pass.token);
    // Someone else's preview token, or one for another room, neither.
    const elsewhere = await previewPass({ guest: await bed.guest(other.alias) }, other.alias);
    const forHost = await call(bed.nc, mediaEndpoints.joinPass, {
      participantId: host.participantId,
      state: host.state,
      previewToken: elsewhere.token,
    });
    expect(forHost.token).not.toBe(elsewhere.token);

    const before = (await admin().listTokens()).length;
    const notHost = await refusal(
      call(bed.nc, mediaEndpoints.previewPass, {
        caller: { actor: await bed.newUser() },
        alias,
        currentDate: NOW,
        zone: 'UTC',
        asHost: true,
      }),
    );
    expect(notHost.code).toBe(ErrorCode.Forbidden);
    await bed.signal(host, 'lockStatus', { locked: true });
    const locked = await refusal(previewPass({ guest: await bed.guest(alias) }, alias));
    expect(locked.message).toBe(roomMessages.meetingLocked);
    expect((await admin().listTokens()).length).toBe(before);
  });
});

describe('legacy POST /tokens/', () => {
  const sessionOf = async () => {
    const email = `legacy-${randomUUID()}@example.org`;
    await bed.users.addUser({ email, password: 'secret1', firstName: 'Lee', role: 1 });
    const result = await call(bed.nc, userEndpoints.authenticate, { email, password: 'secret1' });
    if (result.kind !== 'session') throw new Error('expected a session');
    const { actor } = await call(bed.nc, userEndpoints.checkToken, { token: result.session.token });
    return { token: result.session.token, actor };
  };
  const post = (token: string | undefined, body: unknown) =>
    fetch(`${media.url}${fileServerPaths.legacyMediaTokens}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('answers an encoded token marked secure to an admitted user, and Un authorized to others', async () => {
    const lee = await sessionOf();
    const { alias, room } = await bed.meeting(lee.actor);
    const host = await bed.join({ actor: lee.actor }, alias, { asHost: true });
    await bed.signal(host, 'meetingStatus', { started: true });

    const res = await post(lee.token, { room, user: host.participantId, role: 'presenter' });
    expect(res.status).toBe(200);
    const decoded = decodeLegacyMediaToken(await res.text());
    expect(decoded).toMatchObject({ secure: 1, room, user: host.participantId, canPublish: true });
    expect(await admin().listTokens()).toContain(decoded?.token);

    const other = await sessionOf();
    for (const [token, body] of [
      [other.token, { room, user: host.participantId, role: 'presenter' }],
      [lee.token, { room: '1111111111', user: host.participantId, role: 'presenter' }],
      [lee.token, { room, user: 'Lee', role: 'presenter' }],
    ] as const) {
      const refused = await post(token, body);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ success: false, message: messages.unauthorized });
    }
    expect((await post(undefined, { room, user: host.participantId })).status).toBe(401);
  });
});
