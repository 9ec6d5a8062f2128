import { recordingMessages } from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import { startRoomServiceForTest, type TestRoomService } from '@canstring/room-service/testing';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';

/**
 * Starting and stopping a recording through GraphQL, on the real user, meeting and room services: the
 * room service decides who may; with no media server to capture, the host is told so and nothing is
 * announced. (Recording with live media: services/media/src/recording/room-recording.test.ts.)
 */
const NOW = new Date().toISOString();
let bed: AdminTestBed;
let meetings: TestMeetingService;
let rooms: TestRoomService;
beforeAll(async () => {
  bed = await startAdminTestBed('gql-recordings');
  meetings = await startMeetingServiceForTest({ natsUrl: bed.nats.url, now: NOW });
  rooms = await startRoomServiceForTest({ natsUrl: bed.nats.url });
});
afterAll(async () => {
  await rooms?.stop();
  await meetings?.stop();
  await bed?.stop();
});

const visit = (alias: string) => ({ alias, currentDate: NOW, zone: 'UTC' });

const startedRoom = async () => {
  const person = await bed.newMember();
  const memberToken = await bed.signIn(person.email, person.password);
  const scheduled = await bed.gql<{ scheduleMeeting: { alias: string } }>(
    'mutation($input: ScheduleMeetingInput!) { scheduleMeeting(input: $input) { alias } }',
    {
      input: {
        title: 'Recorded',
        seatType: 'conference',
        isRecurring: false,
        zone: 'UTC',
        target: { userId: String(person.id) },
      },
    },
    bed.admin.token,
  );
  const alias = scheduled.data?.scheduleMeeting.alias ?? '';
  const join = async (token: string, asHost: boolean) => {
    const answer = await bed.gql<{ joinRoom: { participantId: string; state: { room: string } } }>(
      'mutation($entry: RoomEntryInput!) { joinRoom(entry: $entry) { participantId state { room } } }',
      { entry: { ...visit(alias), windowId: 'tab-1', asHost } },
      token,
    );
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.joinRoom;
  };
  const host = await join(bed.admin.token, true);
  await bed.gql(
    'mutation($p: ID!) { sendRoomSignal(participantId: $p, method: "meetingStatus", payload: "{\\"started\\":true}") { version } }',
    { p: host.participantId },
    bed.admin.token,
  );
  const member = await join(memberToken, false);
  return { alias, room: host.state.room, host, member, memberToken };
};

const START = 'mutation($m: String!, $p: ID!) { startRecording(meetingNumber: $m, participantId: $p) }';
const STOP = 'mutation($m: String!, $p: ID!) { stopRecording(meetingNumber: $m, participantId: $p) }';
const AT_THE_DOOR = 'query($door: RoomDoorInput!) { roomRecording(door: $door) }';

describe('recording through the gateway', () => {
  it('refuses a participant, a forged recordingStatus, a stop of nothing, and tells a host the media server is away', async () => {
    const { alias, room, host, member, memberToken } = await startedRoom();

    const byMember = await bed.gql(START, { m: room, p: member.participantId }, memberToken);
    expect([codeOf(byMember), byMember.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      recordingMessages.onlyHostsRecord,
    ]);
    // Someone else's participant is no way in either.
    const borrowed = await bed.gql(START, { m: room, p: host.participantId }, memberToken);
    expect(codeOf(borrowed)).toBe('FORBIDDEN');

    const forged = await bed.gql(
      'mutation($p: ID!, $d: String!) { sendRoomSignal(participantId: $p, method: "recordingStatus", payload: $d) { version } }',
      { p: host.participantId, d: JSON.stringify({ recording: true, recordingId: 'made-up' }) },
      bed.admin.token,
    );
    expect([codeOf(forged), forged.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      recordingMessages.statusFromServerOnly,
    ]);

    const nothing = await bed.gql(STOP, { m: room, p: host.participantId }, bed.admin.token);
    expect([codeOf(nothing), nothing.errors?.[0]?.message]).toEqual([
      'CONFLICT',
      recordingMessages.notRunning,
    ]);

    const noMedia = await bed.gql(START, { m: room, p: host.participantId }, bed.admin.token);
    expect([codeOf(noMedia), noMedia.errors?.[0]?.message]).toEqual([
      'UNAVAILABLE',
      recordingMessages.mediaServerUnavailable,
    ]);
    const door = await bed.gql<{ roomRecording: boolean }>(AT_THE_DOOR, { door: visit(alias) }, memberToken);
    expect(door.data).toEqual({ roomRecording: false });
  });
});
