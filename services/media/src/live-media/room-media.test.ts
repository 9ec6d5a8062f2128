import { randomUUID } from 'node:crypto';
import {
  type AppError,
  decodeLegacyMediaToken,
  ErrorCode,
  fileServerPaths,
  mediaEndpoints,
  messages,
  userEndpoints,
} from '@canstring/contracts';
import { type InRoom, type RoomTestBed, startRoomTestBed } from '@canstring/room-service/test-bed';
import { call } from '@canstring/service-kit';
import { janusAdmin } from '../janus/janus-admin';
import { startMediaServiceForTest, type TestMediaService } from '../testing';
import {
  startCoturnForTest,
  startJanusForTest,
  type TestCoturn,
  type TestJanus,
} from './media-servers-for-test';

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

const admin = () => janusAdmin({ url: janus.adminUrl, secret: janus.adminSecret });
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
      janusRoomId: Number(room),
      canPublish: true,
      feedId: expect.any(Number),
      screenFeedId: expect.any(Number),
    });
    expect(forHost.screenFeedId).not.toBe(forHost.feedId);
    expect(forHost.iceServers[0]?.urls).toContain(`turn:127.0.0.1:${coturn.port}?transport=udp`);
    expect(await admin().listTokens()).toContain(forHost.token);
    expect((await admin().videoroom({ request: 'exists', room: Number(room) })).exists).toBe(true);

    const forGuest = await roomToken(guest);
    expect(forGuest.canPublish).toBe(false);
    expect(forGuest.janusRoomId).toBe(Number(room));
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
      async () => (await admin().videoroom({ request: 'exists', room: Number(room) })).exists === false,
      'the room to be destroyed',
    );
    await waitFor(async () => !(await admin().listTokens()).includes(forHost.token), 'the host token to go');
    expect(await refusal(roomToken(host))).toBeDefined();
  });

  it('gives relay credentials to any caller', async () => {
    const { guest } = await startedMeeting();
    const creds = await call(bed.nc, mediaEndpoints.turnCredentials, { caller: guest.caller });
    expect(creds.iceServers[0]?.username).toMatch(/^\d+:g[0-9a-f-]+$/);
    expect(Date.parse(creds.expiresAt) - Date.now()).toBeGreaterThan(3_500_000);
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
