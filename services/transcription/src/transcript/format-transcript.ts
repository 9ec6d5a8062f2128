import type { TranscriptLine } from '@canstring/contracts';

/** How long a cue stays up when the next line comes later (WebVTT). */
const CUE_MS = 5_000;

const two = (n: number) => String(n).padStart(2, '0');

/** `hh:mm:ss.ttt` of a duration, as WebVTT writes cue times. */
const cueTime = (ms: number): string => {
  const whole = Math.max(0, Math.round(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor(whole / 60_000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${String(whole % 1000).padStart(3, '0')}`;
};

/** WebVTT forbids these three in cue text; `-->` cannot appear once `>` is escaped. */
const escapeCue = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** One line a line: `YYYY-MM-DD hh:mm:ss Speaker: text` (UTC). */
export const transcriptText = (lines: TranscriptLine[]): string =>
  lines
    .map((line) => `${line.at.slice(0, 10)} ${line.at.slice(11, 19)} ${line.speakerName}: ${line.text}\n`)
    .join('');

/**
 * The transcript as WebVTT captions: times from `origin` (the recording's start; by default the
 * first line's time), each cue until the next line or CUE_MS, the speaker as a voice span.
 */
export const transcriptWebVtt = (lines: TranscriptLine[], origin?: string): string => {
  const zero = Date.parse(origin ?? lines[0]?.at ?? new Date(0).toISOString());
  const cues = lines.map((line, i) => {
    const start = Date.parse(line.at) - zero;
    const next = lines[i + 1];
    const end = next ? Math.min(Date.parse(next.at) - zero, start + CUE_MS) : start + CUE_MS;
    const speaker = escapeCue(line.speakerName).replaceAll('\n', ' ');
    return `${i + 1}\n${cueTime(start)} --> ${cueTime(Math.max(end, start + 1))}\n<v ${speaker}>${escapeCue(line.text)}\n`;
  });
  return ['WEBVTT\n', ...cues].join('\n');
};
