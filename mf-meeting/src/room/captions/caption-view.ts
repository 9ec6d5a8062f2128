import type { CaptionLine } from '@canstring/client/room';

/** Lines the strip shows at most: the latest ones. */
export const CAPTION_STRIP_LINES = 3;
/** How long a line stays on the strip after it last changed; it fades out over its last second. */
export const CAPTION_SHOWN_MS = 6_000;
export const CAPTION_FADE_MS = 1_000;

export interface ShownCaption {
  line: CaptionLine;
  fading: boolean;
}

export interface StripView {
  shown: ShownCaption[];
  /** When the strip changes next with no new line (a line starts fading or goes), or null. */
  nextChangeAt: number | null;
}

/**
 * What the caption strip shows at `now`: the latest lines, each while it is fresh (`seenAt`: when it
 * last changed; a speaker's unfinished line is a new line at each update, so it stays while they
 * speak), fading out before it goes.
 */
export const stripViewOf = (
  lines: readonly CaptionLine[],
  seenAt: (line: CaptionLine) => number,
  now: number,
): StripView => {
  const shown: ShownCaption[] = [];
  let nextChangeAt: number | null = null;
  const later = (at: number) => {
    nextChangeAt = nextChangeAt === null ? at : Math.min(nextChangeAt, at);
  };
  for (const line of lines.slice(-CAPTION_STRIP_LINES)) {
    const goneAt = seenAt(line) + CAPTION_SHOWN_MS;
    if (now >= goneAt) continue;
    const fadeAt = goneAt - CAPTION_FADE_MS;
    const fading = now >= fadeAt;
    shown.push({ line, fading });
    later(fading ? goneAt : fadeAt);
  }
  return { shown, nextChangeAt };
};
