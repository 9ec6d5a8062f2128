import type { RecordingTimelineEntry } from '@canstring/contracts';

/** A caption shows at most this long, or until the next one. */
const MAX_CUE_S = 5;

const stamp = (s: number): string => {
  const ms = Math.max(0, Math.round(s * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(sec)}.${pad(ms % 1000, 3)}`;
};

/** WebVTT text is plain: no cue-ending arrow, no markup. */
const plain = (text: string) =>
  text.replace(/-->/g, '→').replace(/[<>&]/g, (c) => ({ '<': '‹', '>': '›', '&': '+' })[c] ?? c);

/**
 * The captions spoken while recording as WebVTT, timed from the recording's start, each with its
 * speaker's name; null when there were none.
 */
export const captionsVtt = (
  timeline: RecordingTimelineEntry[],
  names: Map<string, string>,
  startedAt: string,
  duration: number,
): string | null => {
  const start = new Date(startedAt).getTime();
  const lines = timeline
    .filter((e) => e.kind === 'caption' && e.detail)
    .map((e) => ({
      t: (new Date(e.at).getTime() - start) / 1000,
      who: e.participantId,
      text: e.detail ?? '',
    }))
    .filter((l) => l.t >= 0 && l.t < duration);
  if (lines.length === 0) return null;
  const cues = lines.map((line, i) => {
    const end = Math.min(line.t + MAX_CUE_S, lines[i + 1]?.t ?? duration, duration);
    const name = line.who ? names.get(line.who) : undefined;
    return `${stamp(line.t)} --> ${stamp(Math.max(end, line.t + 0.5))}\n${name ? `<v ${plain(name)}>` : ''}${plain(line.text)}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
};
