import { meetingMessages } from '@canstring/contracts';
import {
  startCoturnForTest,
  startJanusForTest,
  type TestCoturn,
  type TestJanus,
} from '@canstring/media-service/media-servers-for-test';
import { startMediaServiceForTest, type TestMediaService } from '@canstring/media-service/testing';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import { startRoomServiceForTest, type TestRoomService } from '@canstring/room-service/testing';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';

/**
 * `roomMediaToken` through GraphQL on the real user, meeting, room and media services, with a real
 * Janus and coturn: a host and a guest of a started meeting get their passes; anyone else is refused.
 */
jest.setTimeout(120_000);
const NOW = new Date().toISOString();
let bed: AdminTestBed;
let meetings: TestMeetingService;
let rooms: TestRoomService;
let janus: TestJanus;
let coturn: TestCoturn;
let media: TestMediaService;
beforeAll(async () => {
  [bed, janus, coturn] = await Promise.all([
    startAdminTestBed('gql-media'),
    startJanusForTest(),
    startCoturnForTest(),
  ]);
  meetings = await startMeetingServiceForTest({ natsUrl: bed.nats.url, now: NOW });
  rooms = await startRoomServiceForTest({ natsUrl: bed.nats.url });
  media = await startMediaServiceForTest({
    natsUrl: bed.nats.url,
    env: {
      JANUS_ADMIN_URL: janus.adminUrl,
      JANUS_ADMIN_SECRET: janus.adminSecret,
      JANUS_WS_URL: janus.wsUrl,
      TURN_SECRET: coturn.secret,
      PUBLIC_HOST: '127.0.0.1',
      TURN_PORT: String(coturn.port),
    },
  });
});
afterAll(async () => {
  await media?.stop();
  await rooms?.stop();
  await meetings?.stop();
  await Promise.all([bed?.stop(), janus?.stop(), coturn?.stop()]);
});

const visit = (alias: string) => ({ alias, currentDate: NOW, zone: 'UTC' });

const ok = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
  const answer = await bed.gql<T>(query, variables, token);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
};

const join = async (token: string, alias: string, asHost = false) =>
  (
    await ok<{ joinRoom: { participantId: string } }>(
      'mutation($entry: RoomEntryInput!) { joinRoom(entry: $entry) { participantId } }',
      { entry: { ...visit(alias), windowId: 'tab-1', asHost } },
      token,
    )
  ).joinRoom.participantId;

const TOKEN_QUERY = /* GraphQL */ `
  query($p: ID!) {
    roomMediaToken(participantId: $p) {
      janusUrl janusRoomId feedId screenFeedId token canPublish expiresAt iceServers { urls username credential }
    }
  }
`;
const tokenFor = (participantId: string, token?: string) =>
  bed.gql<{ roomMediaToken: Record<string, unknown> }>(TOKEN_QUERY, { p: participantId }, token);

const scheduleFor = async (title: string) => {
  const person = await bed.newMember();
  return (
    await ok<{ scheduleMeeting: { alias: string } }>(
      'mutation($input: ScheduleMeetingInput!) { scheduleMeeting(input: $input) { alias } }',
      {
        input: {
          title,
          seatType: 'conference',
          isRecurring: false,
          zone: 'UTC',
          target: { userId: String(person.id) },
        },
      },
      bed.admin.token,
    )
  ).scheduleMeeting.alias;
};

it('gives a participant of a started meeting their SFU pass, and refuses anyone else', async () => {
  const alias = await scheduleFor('Media pass');
  const host = await join(bed.admin.token, alias, true);
  await ok(
    'mutation($p: ID!, $m: String!, $j: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $j) { version } }',
    { p: host, m: 'meetingStatus', j: JSON.stringify({ started: true }) },
    bed.admin.token,
  );
  const guestToken = (
    await ok<{ joinMeetingAsGuest: { token: string } }>(
      `mutation($alias: String!, $currentDate: String!, $zone: String!) {
        joinMeetingAsGuest(alias: $alias, name: "Asha", phone: "613-555-0142", currentDate: $currentDate, zone: $zone) { token }
      }`,
      visit(alias),
    )
  ).joinMeetingAsGuest.token;
  const guest = await join(guestToken, alias);

  const hostPass = (await tokenFor(host, bed.admin.token)).data?.roomMediaToken;
  expect(hostPass).toMatchObject({ janusUrl: janus.wsUrl, canPublish: true });
  expect(hostPass?.janusRoomId).toBeGreaterThan(0);
  expect(hostPass?.feedId).toBeGreaterThan(0);
  expect(hostPass?.screenFeedId).toBeGreaterThan(0);
  expect(hostPass?.screenFeedId).not.toBe(hostPass?.feedId);
  const relays = (hostPass?.iceServers ?? []) as { urls: string[] }[];
  expect(relays.flatMap((r) => r.urls).join(' ')).toContain(`:${coturn.port}`);
  // A guest starts as a viewer: a pass to watch, not to publish.
  const guestPass = (await tokenFor(guest, guestToken)).data?.roomMediaToken;
  expect(guestPass).toMatchObject({ janusRoomId: hostPass?.janusRoomId, canPublish: false });
  expect(guestPass?.token).not.toBe(hostPass?.token);

  // The guest may not take the host's pass; no one signed out gets one.
  const stolen = await tokenFor(host, guestToken);
  expect(codeOf(stolen)).toBe('FORBIDDEN');
  expect(stolen.data).toBeNull();
  const anonymous = await tokenFor(host);
  expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  expect(anonymous.errors?.[0]?.message).toBe(meetingMessages.signInOrGuestPass);
});

const JOIN_WITH_PASS = /* GraphQL */ `
  mutation($entry: RoomEntryInput!) {
    joinRoom(entry: $entry) { participantId media { janusRoomId feedId token canPublish } }
  }
`;
interface JoinWithPass {
  joinRoom: {
    participantId: string;
    media: { janusRoomId: number; feedId: number; token: string; canPublish: boolean } | null;
  };
}

const PREVIEW_PASS = /* GraphQL */ `
  query($door: RoomDoorInput!) {
    roomPreviewPass(door: $door) { janusUrl token seat expiresAt iceServers { urls } }
  }
`;
interface PreviewPass {
  roomPreviewPass: { janusUrl: string; token: string; seat: string };
}

it('gives the device preview a pass whose seat and token the join then takes; not to whom the room refuses', async () => {
  const alias = await scheduleFor('Preview pass');
  const door = { ...visit(alias), asHost: true };
  const preview = (await ok<PreviewPass>(PREVIEW_PASS, { door }, bed.admin.token)).roomPreviewPass;
  expect(preview).toMatchObject({ janusUrl: janus.wsUrl, token: expect.stringMatching(/^rm1\./) });
  const entry = {
    ...visit(alias),
    windowId: 'tab-preview',
    asHost: true,
    seat: preview.seat,
    previewToken: preview.token,
  };
  const joined = (await ok<JoinWithPass>(JOIN_WITH_PASS, { entry }, bed.admin.token)).joinRoom;
  expect(joined.participantId).toBe(preview.seat);
  expect(joined.media?.token).toBe(preview.token);

  // The host page is not a member's, nor anyone's signed out.
  const notHost = await bed.gql<PreviewPass>(PREVIEW_PASS, { door }, bed.member.token);
  expect(codeOf(notHost)).toBe('FORBIDDEN');
  expect(notHost.errors?.[0]?.message).toBe(meetingMessages.notAuthorizedHostPage);
  const anonymous = await bed.gql<PreviewPass>(PREVIEW_PASS, { door: visit(alias) });
  expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
});

it('answers the room join with the SFU pass; without the SFU the join stands and the pass query says why', async () => {
  const alias = await scheduleFor('Join with pass');
  const entry = { ...visit(alias), windowId: 'tab-join', asHost: true };
  const joined = (await ok<JoinWithPass>(JOIN_WITH_PASS, { entry }, bed.admin.token)).joinRoom;
  expect(joined.media).toMatchObject({ canPublish: true });
  // The pass roomMediaToken would give: the same room and feed.
  const asked = (await tokenFor(joined.participantId, bed.admin.token)).data?.roomMediaToken;
  expect(asked).toMatchObject({ janusRoomId: joined.media?.janusRoomId, feedId: joined.media?.feedId });
  expect(joined.media?.token).toMatch(/^rm1\./);

  // The media service gone: the join still answers, with no pass; asking for one says why.
  await media.stop();
  const withoutSfu = await bed.gql<JoinWithPass>(
    JOIN_WITH_PASS,
    { entry: { ...entry, windowId: 'tab-join-2' } },
    bed.admin.token,
  );
  expect(withoutSfu.errors).toBeUndefined();
  expect(withoutSfu.data?.joinRoom.participantId).toBeTruthy();
  expect(withoutSfu.data?.joinRoom.media).toBeNull();
  const refused = await tokenFor(withoutSfu.data!.joinRoom.participantId, bed.admin.token);
  expect(refused.data).toBeNull();
  expect(codeOf(refused)).toBeTruthy();
});
