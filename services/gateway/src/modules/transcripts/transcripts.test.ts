import { randomUUID } from 'node:crypto';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import {
  startTranscriptionServiceForTest,
  type TestTranscriptionService,
} from '@canstring/transcription-service/testing';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';

/** The kept transcripts through GraphQL, on the real user, meeting and transcription services. */
const NOW = new Date().toISOString();
let bed: AdminTestBed;
let meetings: TestMeetingService;
let transcription: TestTranscriptionService;
beforeAll(async () => {
  bed = await startAdminTestBed('gql-transcripts');
  meetings = await startMeetingServiceForTest({ natsUrl: bed.nats.url, now: NOW });
  transcription = await startTranscriptionServiceForTest({ natsUrl: bed.nats.url });
});
afterAll(async () => {
  await transcription?.stop();
  await meetings?.stop();
  await bed?.stop();
});

const ok = async <T>(answer: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> => {
  const { data, errors } = await answer;
  if (!data) throw new Error(JSON.stringify(errors));
  return data;
};

/** A meeting the admin organizes (and so hosts), by its number. */
const schedule = async () =>
  (
    await ok(
      bed.gql<{ scheduleMeeting: { meetingNumber: string } }>(
        'mutation($input: ScheduleMeetingInput!) { scheduleMeeting(input: $input) { meetingNumber } }',
        {
          input: {
            title: 'Captioned review',
            seatType: 'conference',
            isRecurring: false,
            zone: 'UTC',
            target: { userId: String(bed.admin.id) },
          },
        },
        bed.admin.token,
      ),
    )
  ).scheduleMeeting.meetingNumber;

const LIST =
  'query($m: [String!]!) { meetingTranscripts(meetingNumbers: $m) { meetingNumber lines firstAt lastAt } }';
const FILE = 'query($m: String!) { meetingTranscript(meetingNumber: $m) { text vtt } }';

describe('transcripts', () => {
  it('lists the kept transcripts and answers one as text and WebVTT, to the meeting’s hosts only', async () => {
    const spoken = await schedule();
    const silent = await schedule();
    await transcription.keepLines([
      {
        meetingNumber: spoken,
        participantId: randomUUID(),
        speakerName: 'Grace',
        text: 'go forward ten meters',
        at: '2026-11-22T10:00:01.000Z',
      },
    ]);

    const { meetingTranscripts } = await ok(
      bed.gql<{ meetingTranscripts: unknown[] }>(LIST, { m: [spoken, silent] }, bed.admin.token),
    );
    expect(meetingTranscripts).toEqual([
      {
        meetingNumber: spoken,
        lines: 1,
        firstAt: '2026-11-22T10:00:01.000Z',
        lastAt: '2026-11-22T10:00:01.000Z',
      },
    ]);
    const { meetingTranscript } = await ok(
      bed.gql<{ meetingTranscript: { text: string; vtt: string } }>(FILE, { m: spoken }, bed.admin.token),
    );
    expect(meetingTranscript).toEqual({
      text: '2026-11-22 10:00:01 Grace: go forward ten meters\n',
      vtt: 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:05.000\n<v Grace>go forward ten meters\n',
    });

    // A member hosts none of them: their list is empty and the transcript is refused.
    const person = await bed.newMember();
    const memberToken = await bed.signIn(person.email, person.password);
    const notHosted = await ok(
      bed.gql<{ meetingTranscripts: unknown[] }>(LIST, { m: [spoken] }, memberToken),
    );
    expect(notHosted.meetingTranscripts).toEqual([]);
    expect(codeOf(await bed.gql(FILE, { m: spoken }, memberToken))).toBe('FORBIDDEN');
    expect(codeOf(await bed.gql(FILE, { m: spoken }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await bed.gql(LIST, { m: [spoken] }))).toBe('UNAUTHENTICATED');
  });
});
