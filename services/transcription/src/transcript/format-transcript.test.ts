import type { TranscriptLine } from '@canstring/contracts';
import { transcriptText, transcriptWebVtt } from './format-transcript';

const line = (at: string, speakerName: string, text: string): TranscriptLine => ({
  meetingNumber: '123456',
  participantId: '7d4a4c1e-6d4f-4b3a-9a53-1d2f3e4a5b6c',
  speakerName,
  text,
  at,
});

const lines = [
  line('2026-11-22T10:00:02.000Z', 'Ada', 'go forward ten meters'),
  line('2026-11-22T10:00:04.500Z', 'Bo <guest>', 'then turn & stop'),
  line('2026-11-22T11:01:10.250Z', 'Ada', 'done'),
];

describe('the transcript', () => {
  it('reads as text, one line each with its time and speaker', () => {
    expect(transcriptText(lines)).toBe(
      '2026-11-22 10:00:02 Ada: go forward ten meters\n' +
        '2026-11-22 10:00:04 Bo <guest>: then turn & stop\n' +
        '2026-11-22 11:01:10 Ada: done\n',
    );
    expect(transcriptText([])).toBe('');
  });

  it('reads as WebVTT, timed from the first line or the given origin, with escaped voices', () => {
    expect(transcriptWebVtt(lines)).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:00.000 --> 00:00:02.500\n<v Ada>go forward ten meters\n\n' +
        '2\n00:00:02.500 --> 00:00:07.500\n<v Bo &lt;guest&gt;>then turn &amp; stop\n\n' +
        '3\n01:01:08.250 --> 01:01:13.250\n<v Ada>done\n',
    );
    expect(transcriptWebVtt(lines.slice(0, 1), '2026-11-22T09:59:00.000Z')).toContain(
      '00:01:02.000 --> 00:01:07.000',
    );
    expect(transcriptWebVtt([])).toBe('WEBVTT\n');
  });
});
