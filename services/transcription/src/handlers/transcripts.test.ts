import { randomUUID } from 'node:crypto';
import {
  type Actor,
  ErrorCode,
  MEETING_LIST_MAX_LIMIT,
  type TranscriptLine,
  transcriptionEndpoints,
  transcriptionMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type CaptionTestBed, startCaptionTestBed } from '../test-support/caption-test-bed';

/** The hosts' reading of kept transcripts, on the real meeting service and database. */
let bed: CaptionTestBed;
let organizer: { actor: Actor; token: string };
let someoneElse: { actor: Actor; token: string };
beforeAll(async () => {
  bed = await startCaptionTestBed();
  organizer = await bed.newMember();
  someoneElse = await bed.newMember();
});
afterAll(async () => {
  await bed?.stop();
});

const line = (meetingNumber: string, at: string, text: string, speakerName = 'Grace'): TranscriptLine => ({
  meetingNumber,
  participantId: randomUUID(),
  speakerName,
  text,
  at,
});

describe('the kept transcripts', () => {
  it('lists the transcripts of the meetings the caller hosts in one call, the latest spoken first', async () => {
    const first = (await bed.meeting(organizer.actor)).room;
    const second = (await bed.meeting(organizer.actor)).room;
    const silent = (await bed.meeting(organizer.actor)).room;
    const theirs = (await bed.meeting(someoneElse.actor)).room;
    await bed.transcription.keepLines([
      line(first, '2026-11-22T10:00:01.000Z', 'go forward ten meters'),
      line(first, '2026-11-22T10:00:09.500Z', 'turn left', 'Ada'),
      line(second, '2026-11-22T11:30:00.000Z', 'hello'),
      line(theirs, '2026-11-22T12:00:00.000Z', 'not yours'),
    ]);

    const { transcripts } = await call(bed.nc, transcriptionEndpoints.transcripts, {
      actor: organizer.actor,
      meetingNumbers: [first, second, silent, theirs, first],
    });
    expect(transcripts).toEqual([
      {
        meetingNumber: second,
        lines: 1,
        firstAt: '2026-11-22T11:30:00.000Z',
        lastAt: '2026-11-22T11:30:00.000Z',
      },
      {
        meetingNumber: first,
        lines: 2,
        firstAt: '2026-11-22T10:00:01.000Z',
        lastAt: '2026-11-22T10:00:09.500Z',
      },
    ]);
    const theirList = await call(bed.nc, transcriptionEndpoints.transcripts, {
      actor: someoneElse.actor,
      meetingNumbers: [first, second, theirs],
    });
    expect(theirList.transcripts.map((t) => t.meetingNumber)).toEqual([theirs]);
  });

  it('answers one meeting’s transcript as lines, text and WebVTT to its hosts only', async () => {
    const { room } = await bed.meeting(organizer.actor);
    await bed.transcription.keepLines([
      line(room, '2026-11-22T10:00:01.000Z', 'go forward ten meters'),
      line(room, '2026-11-22T10:00:03.250Z', 'a < b', 'Ada'),
    ]);
    const answer = await call(bed.nc, transcriptionEndpoints.transcript, {
      actor: organizer.actor,
      meetingNumber: room,
    });
    expect(answer.lines.map((l) => l.text)).toEqual(['go forward ten meters', 'a < b']);
    expect(answer.text).toBe(
      '2026-11-22 10:00:01 Grace: go forward ten meters\n2026-11-22 10:00:03 Ada: a < b\n',
    );
    expect(answer.vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.250\n<v Grace>go forward ten meters\n\n' +
        '2\n00:00:02.250 --> 00:00:07.250\n<v Ada>a &lt; b\n',
    );
    await expect(
      call(bed.nc, transcriptionEndpoints.transcript, { actor: someoneElse.actor, meetingNumber: room }),
    ).rejects.toMatchObject({ code: ErrorCode.Forbidden, message: transcriptionMessages.hostsOnly });
  });

  it('refuses more meetings than a schedule list holds', async () => {
    const meetingNumbers = Array.from({ length: MEETING_LIST_MAX_LIMIT + 1 }, (_, i) => String(i + 1));
    await expect(
      call(bed.nc, transcriptionEndpoints.transcripts, { actor: organizer.actor, meetingNumbers }),
    ).rejects.toMatchObject({ code: ErrorCode.BadInput });
  });
});
