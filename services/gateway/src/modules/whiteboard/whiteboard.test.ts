import { whiteboardMessages } from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import { startRoomServiceForTest, type TestRoomService } from '@canstring/room-service/testing';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';

/** The whiteboard's queries through GraphQL, on the real user, meeting and room services. */
const NOW = new Date().toISOString();
let bed: AdminTestBed;
let meetings: TestMeetingService;
let rooms: TestRoomService;
beforeAll(async () => {
  bed = await startAdminTestBed('gql-whiteboard');
  meetings = await startMeetingServiceForTest({ natsUrl: bed.nats.url, now: NOW });
  rooms = await startRoomServiceForTest({ natsUrl: bed.nats.url });
});
afterAll(async () => {
  await rooms?.stop();
  await meetings?.stop();
  await bed?.stop();
});

const visit = (alias: string) => ({ alias, currentDate: NOW, zone: 'UTC' });

const ok = async <T>(answer: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> => {
  const { data, errors } = await answer;
  if (!data) throw new Error(JSON.stringify(errors));
  return data;
};

const schedule = async (userId: number) =>
  (
    await ok(
      bed.gql<{ scheduleMeeting: { alias: string } }>(
        'mutation($input: ScheduleMeetingInput!) { scheduleMeeting(input: $input) { alias } }',
        {
          input: {
            title: 'Board review',
            seatType: 'conference',
            isRecurring: false,
            zone: 'UTC',
            target: { userId: String(userId) },
          },
        },
        bed.admin.token,
      ),
    )
  ).scheduleMeeting.alias;

const guestToken = async (alias: string) =>
  (
    await ok(
      bed.gql<{ joinMeetingAsGuest: { token: string } }>(
        `mutation($alias: String!, $name: String!, $phone: String!, $currentDate: String!, $zone: String!) {
          joinMeetingAsGuest(alias: $alias, name: $name, phone: $phone, currentDate: $currentDate, zone: $zone) { token }
        }`,
        { ...visit(alias), name: 'Visitor', phone: '613-555-0142' },
      ),
    )
  ).joinMeetingAsGuest.token;

const join = async (token: string, alias: string, asHost = false) =>
  (
    await ok(
      bed.gql<{ joinRoom: { participantId: string; state: { room: string } } }>(
        'mutation($entry: RoomEntryInput!) { joinRoom(entry: $entry) { participantId state { room } } }',
        { entry: { ...visit(alias), windowId: 'tab-1', asHost } },
        token,
      ),
    )
  ).joinRoom;

const signal = (token: string, participantId: string, method: string, payload: unknown) =>
  ok(
    bed.gql(
      'mutation($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }',
      { p: participantId, m: method, d: JSON.stringify(payload) },
      token,
    ),
  );

const PAGE =
  'query($p: ID!, $n: Int!) { roomBoardPage(participantId: $p, page: $n) { boardId page shapes } }';
const BOARDS =
  'query($m: [String!]!) { meetingBoards(meetingNumbers: $m) { boardId meetingNumber openedAt closedAt pages } }';

const rectangle = {
  id: 'r1',
  className: 'Rectangle',
  x: 10,
  y: 20,
  width: 100,
  height: 50,
  colour: '#3182ce',
  strokeWidth: 5,
  senderWbWidth: 1280,
  senderWbHeight: 720,
};

describe('whiteboard', () => {
  it('reads the open board’s page for a member and a guest, and lists the kept board to the meeting’s hosts only', async () => {
    const person = await bed.newMember();
    const memberToken = await bed.signIn(person.email, person.password);
    const alias = await schedule(person.id);
    const host = await join(bed.admin.token, alias, true);
    const member = await join(memberToken, alias);
    const visitor = await guestToken(alias);
    const guest = await join(visitor, alias);

    expect((await bed.gql(PAGE, { p: member.participantId, n: 0 }, memberToken)).errors?.[0]?.message).toBe(
      whiteboardMessages.notOpen,
    );
    await signal(bed.admin.token, host.participantId, 'wbEnable', { enabled: true });
    await signal(bed.admin.token, host.participantId, 'whiteboardData', { page: 0, shape: rectangle });

    for (const [token, who] of [
      [memberToken, member],
      [visitor, guest],
    ] as const) {
      const { roomBoardPage } = await ok(
        bed.gql<{ roomBoardPage: { boardId: string; page: number; shapes: string } }>(
          PAGE,
          { p: who.participantId, n: 0 },
          token,
        ),
      );
      expect(roomBoardPage.page).toBe(0);
      expect(JSON.parse(roomBoardPage.shapes)).toEqual([rectangle]);
    }
    // Someone else's participant is refused.
    expect(codeOf(await bed.gql(PAGE, { p: host.participantId, n: 0 }, visitor))).toBe('FORBIDDEN');

    await signal(bed.admin.token, host.participantId, 'meetingStatus', { started: false });
    const meetingNumber = host.state.room;
    const { meetingBoards } = await ok(
      bed.gql<{ meetingBoards: { meetingNumber: string; closedAt: string | null; pages: number }[] }>(
        BOARDS,
        { m: [meetingNumber] },
        bed.admin.token,
      ),
    );
    expect(meetingBoards).toEqual([
      expect.objectContaining({ meetingNumber, pages: 1, closedAt: expect.any(String) }),
    ]);
    // A member hosts none of them: their list is empty.
    const notHosted = await ok(
      bed.gql<{ meetingBoards: unknown[] }>(BOARDS, { m: [meetingNumber] }, memberToken),
    );
    expect(notHosted.meetingBoards).toEqual([]);
    expect(codeOf(await bed.gql(BOARDS, { m: [meetingNumber] }, visitor))).toBe('UNAUTHENTICATED');
  });
});
