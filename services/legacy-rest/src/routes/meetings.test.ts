import { meetingEndpoints, meetingMessages, messages, recordingMessages } from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import {
  startRecordingServiceForTest,
  type TestRecordingService,
} from '@canstring/recording-service/testing';
import { call } from '@canstring/service-kit';
import { type LegacyAdminTestBed, startLegacyAdminTestBed } from '../test-support/admin-test-kit';

/** Meetings, recordings and instant rooms of the old contract, against the real services. */
const NOW = '2026-11-22T10:00:00.000Z';
let bed: LegacyAdminTestBed;
let meetings: TestMeetingService;
let recordings: TestRecordingService;
beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-meetings');
  meetings = await startMeetingServiceForTest({ natsUrl: bed.nats.url, now: NOW });
  recordings = await startRecordingServiceForTest({ natsUrl: bed.nats.url });
});
afterAll(async () => {
  await recordings?.stop();
  await meetings?.stop();
  await bed?.stop();
});
beforeEach(() => meetings.clock.set(NOW));

type LegacyMeeting = Record<string, unknown> & {
  meeting_id: number;
  meeting_alias_name: string;
  meeting_number: string;
};

const schedule = async (body: Record<string, unknown>) => bed.asAdminRequest('/meetings', { body });
const listWith = async (userId: number) => {
  const answer = await bed.asAdminRequest(
    `/meeting/getUserMeeting?user_id=${userId}&offset=0&limit=25&zone=Asia/Kolkata`,
  );
  expect(answer.status).toBe(200);
  return answer.body as { meeting: LegacyMeeting[]; TotalRowCount: number };
};
const visit = (alias: string) => ({ meeting_alias_name: alias, currentDate: NOW, zone: 'America/Toronto' });

describe('meetings of the old contract', () => {
  it('schedules, lists with TotalRowCount and deletes, in the legacy field names', async () => {
    const member = await bed.newMember();
    const created = await schedule({
      session_name: 'Weekly',
      meet_type: 'conference',
      is_recurring: 'false',
      zone: 'UTC',
      to_user_id: String(member.id),
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      success: true,
      message: meetingMessages.meetingScheduled,
      meeting: {
        session_name: 'Weekly',
        meet_type: 'conference',
        is_recurring: false,
        start_date_time: NOW,
        end_date_time: '2026-11-22T12:30:00.000Z',
        is_group_meeting: false,
        to_user_id: member.id,
        group_id: null,
        is_active: true,
      },
    });
    const list = await listWith(member.id);
    expect(list.TotalRowCount).toBe(1);
    expect(list.meeting[0]).toMatchObject({ session_name: 'Weekly', start_display: 'Nov 22 2026, 15:30' });
    const removed = await bed.asAdminRequest(`/meeting/${list.meeting[0]?.meeting_id}`, { method: 'DELETE' });
    expect(removed.body).toEqual({ success: true, message: meetingMessages.meetingDeleted });
    expect((await listWith(member.id)).TotalRowCount).toBe(0);
  });

  it("refuses a missing title, an end before the start and a recurring start in the past with the spec's words, storing nothing", async () => {
    const member = await bed.newMember();
    const base = { meet_type: 'conference', zone: 'UTC', to_user_id: member.id };
    const noTitle = await schedule({ ...base, is_recurring: false });
    expect(noTitle.status).toBe(400);
    expect((noTitle.body.fields as Record<string, string>).session_name).toBe(messages.fieldRequired);
    const blankTitle = await schedule({ ...base, session_name: '  ', is_recurring: false });
    expect((blankTitle.body.fields as Record<string, string>).session_name).toBe(
      meetingMessages.titleRequired,
    );
    const endBeforeStart = await schedule({
      ...base,
      session_name: 'Late',
      is_recurring: 'true',
      start_date_time: '2026-11-22T12:00:00Z',
      end_date_time: '2026-11-22T11:00:00Z',
    });
    expect(endBeforeStart.status).toBe(400);
    expect(endBeforeStart.body).toMatchObject({ success: false, message: meetingMessages.endBeforeStart });
    expect((endBeforeStart.body.fields as Record<string, string>).end_date_time).toBe(
      meetingMessages.endBeforeStart,
    );
    const pastStart = await schedule({
      ...base,
      session_name: 'Past',
      is_recurring: true,
      start_date_time: '2026-11-22T09:00:00Z',
    });
    expect(pastStart.body).toMatchObject({ success: false, message: meetingMessages.startInPast });
    expect((await listWith(member.id)).TotalRowCount).toBe(0);
  });

  it('validates a link for members, and at /meeting/user for the guest of that meeting only', async () => {
    const member = await bed.newMember();
    const created = await schedule({
      session_name: 'Open',
      meet_type: 'onetoone',
      is_recurring: false,
      zone: 'UTC',
      to_user_id: member.id,
    });
    const meeting = created.body.meeting as LegacyMeeting;
    const other = (
      await schedule({
        session_name: 'Other',
        meet_type: 'conference',
        is_recurring: false,
        zone: 'UTC',
        to_user_id: member.id,
      })
    ).body.meeting as LegacyMeeting;
    const expected = {
      meeting_number: meeting.meeting_number,
      meet_type: 'onetoone',
      class_id: null,
      session_name: 'Open',
    };

    const asMember = await bed.request('/meeting/validation', {
      body: visit(meeting.meeting_alias_name),
      token: bed.member.token,
    });
    expect(asMember.body).toMatchObject({ success: true, meeting: expected });
    const unknown = await bed.request('/meeting/validation', {
      body: visit('no-such-meeting'),
      token: bed.member.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: meetingMessages.meetingNotFound });

    const { pass } = await call(bed.nc, meetingEndpoints.guestPass, {
      alias: meeting.meeting_alias_name,
      name: 'Visitor',
      phone: '(416) 555-0199',
      currentDate: NOW,
      zone: 'UTC',
    });
    const asGuest = await bed.request('/meeting/user', {
      body: visit(meeting.meeting_alias_name),
      token: pass.token,
    });
    expect(asGuest.body).toMatchObject({ success: true, meeting: expected });
    const elsewhere = await bed.request('/meeting/user', {
      body: visit(other.meeting_alias_name),
      token: pass.token,
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe(meetingMessages.guestPassElsewhere);
    const nobody = await bed.request('/meeting/user', { body: visit(meeting.meeting_alias_name) });
    expect(nobody.status).toBe(401);
    const asMemberToo = await bed.request('/meeting/user', {
      body: visit(meeting.meeting_alias_name),
      token: bed.member.token,
    });
    expect(asMemberToo.status).toBe(200);

    // The pass opens nothing else: member and administrator routes refuse it.
    for (const [path, options] of [
      ['/meeting/validation', { body: visit(meeting.meeting_alias_name) }],
      [`/meeting/getUserMeeting?user_id=${member.id}`, {}],
      ['/classList', {}],
      ['/active-rooms', {}],
    ] as const) {
      const refused = await bed.request(path, { ...options, token: pass.token });
      expect([path, refused.status]).toEqual([path, 401]);
    }

    meetings.clock.advance(2.5 * 3_600_000 + 1);
    const ended = await bed.request('/meeting/user', {
      body: visit(meeting.meeting_alias_name),
      token: pass.token,
    });
    expect(ended.status).toBe(400);
    expect(ended.body).toEqual({ success: false, message: meetingMessages.meetingEnded });
  });
});

describe('recordings of the old contract', () => {
  it('are stored by room, listed, renamed and deleted with the spec toasts', async () => {
    const member = await bed.newMember();
    const meeting = (
      await schedule({
        session_name: 'Recorded',
        meet_type: 'conference',
        is_recurring: false,
        zone: 'UTC',
        to_user_id: member.id,
      })
    ).body.meeting as LegacyMeeting;
    const stored = await bed.asAdminRequest('/meets/records', {
      body: {
        unique_name: `legacy-${process.pid}`,
        room_id: meeting.meeting_number,
        file_name: 'Lecture',
        user_id: member.id,
      },
    });
    expect(stored.status).toBe(200);
    const record = stored.body.record as { recording_id: number; room_id: string; title: string };
    expect(record).toMatchObject({ room_id: meeting.meeting_number, title: 'Recorded' });

    const list = await bed.asAdminRequest(`/meets/records?userId=${member.id}&offset=0&limit=15`);
    expect(list.body).toMatchObject({
      success: true,
      TotalRowCount: 1,
      record: [{ recording_id: record.recording_id, file_name: 'Lecture' }],
    });

    const blank = await bed.asAdminRequest('/meets/records', {
      method: 'PUT',
      body: { recording_id: record.recording_id, file_name: ' ' },
    });
    expect(blank.status).toBe(400);
    expect((blank.body.fields as Record<string, string>).file_name).toBe(recordingMessages.fileNameRequired);
    const updated = await bed.asAdminRequest('/meets/records', {
      method: 'PUT',
      body: { ...record, file_name: 'Lecture 1' },
    });
    expect(updated.body).toEqual({ success: true, message: recordingMessages.recordUpdated });
    const byMember = await bed.request(`/meets/records/${record.recording_id}`, {
      method: 'DELETE',
      token: bed.member.token,
    });
    expect(byMember.status).toBe(403);
    const removed = await bed.asAdminRequest(`/meets/records/${record.recording_id}`, { method: 'DELETE' });
    expect(removed.body).toEqual({ success: true, message: recordingMessages.recordDeleted });
    const empty = await bed.asAdminRequest(`/meets/records?userId=${member.id}`);
    expect(empty.body).toMatchObject({ TotalRowCount: 0, record: [], message: recordingMessages.noRecords });
  });
});

describe('instant rooms of the old contract', () => {
  it('are started by hosts and listed as active with the host', async () => {
    const created = await bed.asAdminRequest('/createRoom', { body: { name: 'Huddle' } });
    expect(created.status).toBe(200);
    const id = created.body._id as string;
    expect(id).toMatch(/^[a-z0-9]+$/);
    const active = await bed.request('/active-rooms', { token: bed.member.token });
    expect(active.body.rooms).toContainEqual(
      expect.objectContaining({ room: id, userId: bed.admin.id, name: 'Huddle' }),
    );
    const blank = await bed.asAdminRequest('/createRoom', { body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ name: meetingMessages.roomNameRequired });
    const byMember = await bed.request('/createRoom', { body: { name: 'Mine' }, token: bed.member.token });
    expect(byMember.status).toBe(403);
  });
});
