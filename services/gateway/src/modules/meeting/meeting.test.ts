import { meetingMessages, recordingEndpoints } from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import {
  startRecordingServiceForTest,
  type TestRecordingService,
} from '@canstring/recording-service/testing';
import { call, connectNats } from '@canstring/service-kit';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';

/** The meeting module through GraphQL, on the real user, meeting and recording services. */
const NOW = '2026-11-22T10:00:00.000Z';
let bed: AdminTestBed;
let meetings: TestMeetingService;
let recordings: TestRecordingService;
beforeAll(async () => {
  bed = await startAdminTestBed('gql-meetings');
  meetings = await startMeetingServiceForTest({ natsUrl: bed.nats.url, now: NOW });
  recordings = await startRecordingServiceForTest({ natsUrl: bed.nats.url });
});
afterAll(async () => {
  await recordings?.stop();
  await meetings?.stop();
  await bed?.stop();
});

const scheduleMutation = /* GraphQL */ `
  mutation($input: ScheduleMeetingInput!) {
    scheduleMeeting(input: $input) { id alias meetingNumber title target { userId groupId } startAt endAt }
  }
`;
const entryQuery = /* GraphQL */ `
  query($alias: String!, $currentDate: String!, $zone: String!) {
    meetingEntry(alias: $alias, currentDate: $currentDate, zone: $zone) { alias title organizerName canHost }
  }
`;
const hostEntryQuery = entryQuery.replace('meetingEntry(', 'hostEntry(');
const joinMutation = /* GraphQL */ `
  mutation($alias: String!, $name: String!, $phone: String!, $currentDate: String!, $zone: String!) {
    joinMeetingAsGuest(alias: $alias, name: $name, phone: $phone, currentDate: $currentDate, zone: $zone) {
      token expiresAt guestId name entry { alias canHost }
    }
  }
`;
type Scheduled = { id: string; alias: string; meetingNumber: string };

const schedule = async (userId: number, title = 'Review') => {
  const answer = await bed.gql<{ scheduleMeeting: Scheduled }>(
    scheduleMutation,
    {
      input: {
        title,
        seatType: 'conference',
        isRecurring: false,
        zone: 'UTC',
        target: { userId: String(userId) },
      },
    },
    bed.admin.token,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.scheduleMeeting;
};
const visit = (alias: string) => ({ alias, currentDate: NOW, zone: 'Asia/Kolkata' });

describe('meetings through GraphQL', () => {
  it('schedules and lists a meeting with a chat user, dates in the viewer zone', async () => {
    const member = await bed.newMember();
    const meeting = await schedule(member.id);
    expect(meeting).toMatchObject({ target: { userId: String(member.id), groupId: null }, startAt: NOW });
    const list = await bed.gql<{
      meetings: {
        total: number;
        meetings: { meeting: { id: string }; startDisplay: string; canStart: boolean }[];
      };
    }>(
      'query($with: MeetingTargetInput!) { meetings(with: $with, zone: "Asia/Kolkata") { total meetings { meeting { id } startDisplay canStart } } }',
      { with: { userId: String(member.id) } },
      bed.admin.token,
    );
    expect(list.data?.meetings).toEqual({
      total: 1,
      meetings: [{ meeting: { id: meeting.id }, startDisplay: 'Nov 22 2026, 15:30', canStart: true }],
    });
    const neither = await bed.gql('query { meetings(with: {}, zone: "UTC") { total } }', {}, bed.admin.token);
    expect(neither.errors?.[0]?.message).toBe(meetingMessages.targetRequired);
  });

  it('admits a guest to the meeting they joined and nowhere else (other meetings, chat, administration)', async () => {
    const member = await bed.newMember();
    const meeting = await schedule(member.id, 'Open day');
    const other = await schedule(member.id, 'Staff only');
    const joined = await bed.gql<{
      joinMeetingAsGuest: { token: string; name: string; entry: { alias: string; canHost: boolean } };
    }>(joinMutation, { ...visit(meeting.alias), name: ' Asha ', phone: '613-555-0142' });
    expect(joined.data?.joinMeetingAsGuest).toMatchObject({
      name: 'Asha',
      entry: { alias: meeting.alias, canHost: false },
    });
    const token = joined.data?.joinMeetingAsGuest.token ?? '';

    const entry = await bed.gql(entryQuery, visit(meeting.alias), token);
    expect(entry.data?.meetingEntry).toMatchObject({
      alias: meeting.alias,
      title: 'Open day',
      canHost: false,
    });
    const elsewhere = await bed.gql(entryQuery, visit(other.alias), token);
    expect([codeOf(elsewhere), elsewhere.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      meetingMessages.guestPassElsewhere,
    ]);
    for (const document of [
      hostEntryQuery,
      'query { chats { total } }',
      'query { users(limit: 1) { total } }',
      'query { me { id } }',
    ]) {
      const refused = await bed.gql(document, visit(meeting.alias), token);
      expect([document, codeOf(refused)]).toEqual([document, 'UNAUTHENTICATED']);
    }
    const nobody = await bed.gql(entryQuery, visit(meeting.alias));
    expect([codeOf(nobody), nobody.errors?.[0]?.message]).toEqual([
      'UNAUTHENTICATED',
      meetingMessages.signInOrGuestPass,
    ]);
    const badName = await bed.gql(joinMutation, { ...visit(meeting.alias), name: ' ', phone: '1' });
    expect(codeOf(badName)).toBe('BAD_INPUT');
  });

  it('lets only the organizer and granted users open the host page', async () => {
    const member = await bed.newMember();
    const meeting = await schedule(member.id);
    const memberToken = await bed.signIn(member.email, member.password);
    const refused = await bed.gql(hostEntryQuery, visit(meeting.alias), memberToken);
    expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      meetingMessages.notAuthorizedHostPage,
    ]);
    const grant = (verb: 'grantHost' | 'revokeHost') =>
      bed.gql(
        `mutation($a: String!, $u: ID!) { ${verb}(alias: $a, userId: $u) }`,
        { a: meeting.alias, u: String(member.id) },
        bed.admin.token,
      );
    expect((await grant('grantHost')).data).toEqual({ grantHost: true });
    expect((await bed.gql(hostEntryQuery, visit(meeting.alias), memberToken)).data?.hostEntry).toMatchObject({
      canHost: true,
    });
    expect((await grant('revokeHost')).data).toEqual({ revokeHost: true });
    expect(codeOf(await bed.gql(hostEntryQuery, visit(meeting.alias), memberToken))).toBe('FORBIDDEN');
  });

  it('starts instant rooms and lists, renames and deletes recordings with their download path', async () => {
    const room = await bed.gql<{ createInstantRoom: { id: string; alias: string; name: string } }>(
      'mutation { createInstantRoom(name: "Huddle") { id alias name } }',
      {},
      bed.admin.token,
    );
    expect(room.data?.createInstantRoom).toMatchObject({
      name: 'Huddle',
      alias: expect.stringMatching(/^[a-z0-9]+$/),
    });
    expect(
      codeOf(await bed.gql('mutation { createInstantRoom(name: "x") { id } }', {}, bed.member.token)),
    ).toBe('FORBIDDEN');

    const member = await bed.newMember();
    const meeting = await schedule(member.id);
    const nc = await connectNats(bed.nats.url, 'gql-meetings-recordings');
    const { recording } = await call(nc, recordingEndpoints.register, {
      actor: bed.admin.actor,
      meeting: { alias: meeting.alias },
      recording: { uniqueName: `gql-${process.pid}`, fileName: 'Lecture' },
    });
    await nc.close();
    const list = await bed.gql<{
      recordings: { total: number; recordings: { id: string; fileName: string; downloadPath: string }[] };
    }>(
      'query($with: MeetingTargetInput!) { recordings(with: $with) { total recordings { id fileName roomId downloadPath } } }',
      { with: { userId: String(member.id) } },
      bed.admin.token,
    );
    expect(list.data?.recordings).toEqual({
      total: 1,
      recordings: [
        {
          id: String(recording.id),
          fileName: 'Lecture',
          roomId: meeting.meetingNumber,
          downloadPath: `/recordings/gql-${process.pid}.mkv`,
        },
      ],
    });
    const renamed = await bed.gql(
      'mutation($id: ID!) { renameRecording(id: $id, fileName: " Final ") { fileName } }',
      { id: String(recording.id) },
      bed.admin.token,
    );
    expect(renamed.data).toEqual({ renameRecording: { fileName: 'Final' } });
    const byMember = await bed.gql(
      'mutation($id: ID!) { deleteRecording(id: $id) }',
      { id: String(recording.id) },
      bed.member.token,
    );
    expect(codeOf(byMember)).toBe('FORBIDDEN');
    expect(
      (
        await bed.gql(
          'mutation($id: ID!) { deleteRecording(id: $id) }',
          { id: String(recording.id) },
          bed.admin.token,
        )
      ).data,
    ).toEqual({ deleteRecording: true });
  });
});
