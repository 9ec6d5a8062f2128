import { randomBytes } from 'node:crypto';
import { roomMessages } from '@canstring/contracts';
import { startMediaServiceForTest, type TestMediaService } from '@canstring/media-service/testing';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import { startRoomServiceForTest, type TestRoomService } from '@canstring/room-service/testing';
import { type ChatPerson, type ChatTestBed, startChatTestBed } from '../../test-support/chat-test-kit';

/**
 * The Share Content popup's files through the gateway: the meeting's chat as the caller sees it, its
 * files that can go on the stage only, to a participant who may present.
 */
jest.setTimeout(120_000);

const NOW = new Date().toISOString();
let bed: ChatTestBed;
let media: TestMediaService;
let meetings: TestMeetingService;
let rooms: TestRoomService;
let ana: ChatPerson;
let cleo: ChatPerson;
beforeAll(async () => {
  bed = await startChatTestBed('gql-shareable');
  media = await startMediaServiceForTest({ natsUrl: bed.nats.url });
  meetings = await startMeetingServiceForTest({ natsUrl: bed.nats.url, now: NOW });
  rooms = await startRoomServiceForTest({ natsUrl: bed.nats.url });
  ana = await bed.person('Ana');
  cleo = await bed.person('Cleo');
});
afterAll(async () => {
  await rooms?.stop();
  await meetings?.stop();
  await media?.stop();
  await bed?.stop();
});

const gql = async <T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> => {
  const answer = await bed.gql<T>(query, variables, token);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
};

const upload = async (toUserId: number, name: string, bytes: Uint8Array | string) => {
  const form = new FormData();
  form.append('userId', String(toUserId));
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  const response = await fetch(`${media.url}/attachments`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${bed.admin.token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { attachment: { id: string } }).attachment.id;
};

const join = async (token: string, alias: string, asHost = false) =>
  (
    await gql<{ joinRoom: { participantId: string } }>(
      'mutation($entry: RoomEntryInput!) { joinRoom(entry: $entry) { participantId } }',
      { entry: { alias, currentDate: NOW, zone: 'UTC', windowId: 'tab-1', asHost } },
      token,
    )
  ).joinRoom.participantId;

const SHAREABLE =
  'query($p: ID!) { shareableFiles(participantId: $p) { target { userId groupId } attachments { id originalName totalPages } } }';

describe('shareable files', () => {
  it('lists the meeting chat’s converted documents to whoever may present, with the chat to upload to', async () => {
    const { scheduleMeeting } = await gql<{ scheduleMeeting: { alias: string } }>(
      'mutation($input: ScheduleMeetingInput!) { scheduleMeeting(input: $input) { alias } }',
      {
        input: {
          title: 'Share review',
          seatType: 'conference',
          isRecurring: false,
          zone: 'UTC',
          target: { userId: String(ana.id) },
        },
      },
      bed.admin.token,
    );
    const notes = await upload(ana.id, 'notes.txt', 'Agenda\nOne page of notes\n');
    await upload(ana.id, 'broken.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2_000)]));
    await upload(cleo.id, 'elsewhere.txt', 'Not this meeting’s chat\n');

    const host = await join(bed.admin.token, scheduleMeeting.alias, true);
    await gql(
      'mutation($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }',
      { p: host, m: 'meetingStatus', d: JSON.stringify({ started: true }) },
      bed.admin.token,
    );
    const member = await join(ana.token, scheduleMeeting.alias);

    type Files = {
      shareableFiles: {
        target: { userId: string | null };
        attachments: { id: string; totalPages: number }[];
      };
    };
    const forHost = await gql<Files>(SHAREABLE, { p: host }, bed.admin.token);
    expect(forHost.shareableFiles).toEqual({
      target: { userId: String(ana.id), groupId: null },
      attachments: [{ id: notes, originalName: 'notes.txt', totalPages: 1 }],
    });

    // A member of a conference presents from the start: the other side of the same chat.
    const forMember = await gql<Files>(SHAREABLE, { p: member }, ana.token);
    expect(forMember.shareableFiles.target).toEqual({ userId: String(bed.admin.id), groupId: null });
    expect(forMember.shareableFiles.attachments.map((a) => a.id)).toEqual([notes]);
    await gql(
      'mutation($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }',
      { p: host, m: 'onGiveConrol', d: JSON.stringify({ participantId: member, presenter: false }) },
      bed.admin.token,
    );
    const refused = await bed.gql(SHAREABLE, { p: member }, ana.token);
    expect(refused.errors?.[0]?.message).toBe(roomMessages.noContentRight);
    // Someone else’s participant is not the caller's.
    expect((await bed.gql(SHAREABLE, { p: host }, ana.token)).errors?.[0]?.message).toBe(
      roomMessages.notInRoom,
    );
  });
});
