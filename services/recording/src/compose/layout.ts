import type { RecordingTimelineEntry } from '@canstring/contracts';
import type { SourceFeed } from './source-tracks';

/** The video's frame: the main picture on top, a strip of cameras below. */
export const CANVAS = { width: 960, height: 540, fps: 15 } as const;
export const MAIN = { width: 960, height: 405 } as const;
export const TILE = { width: 240, height: 135 } as const;
export const STRIP_TILES = CANVAS.width / TILE.width;

/** The layout is decided this finely; a speaker holds the main picture at least MIN_HOLD_S. */
const STEP_S = 0.5;
const MIN_HOLD_S = 2;

/**
 * What fills the main picture from `from` to `to` (seconds): a video feed (index into the feeds), or
 * in the pages' list a page of the document on the stage (`feed` then indexes the stage's pages).
 */
export interface MainSegment {
  feed: number;
  from: number;
  to: number;
}

/** Whether a feed has a picture at `t`: from its first picture to its end. */
const shows = ({ video }: SourceFeed, t: number) =>
  video !== null && t >= video.offset + video.firstPicture && t < video.offset + video.duration;

/**
 * The main picture over time, following the meeting: a screen share while one is on (the latest
 * one started), else the stage's document page (`stageAt`), else the active speaker (the last who
 * spoke, held at least MIN_HOLD_S), else the first camera on. Everyone's camera is in the strip
 * meanwhile. Feeds' windows and pages' windows come apart.
 */
export const mainSegments = (
  feeds: SourceFeed[],
  timeline: RecordingTimelineEntry[],
  startedAt: string,
  duration: number,
  stageAt: (t: number) => number | null = () => null,
): { feeds: MainSegment[]; pages: MainSegment[] } => {
  const start = new Date(startedAt).getTime();
  const speaking = timeline
    .filter((e) => e.kind === 'speaking' && e.participantId)
    .map((e) => ({ t: (new Date(e.at).getTime() - start) / 1000, who: e.participantId as string }));
  const segments: MainSegment[] = [];
  const pages: MainSegment[] = [];
  const extend = (list: MainSegment[], feed: number, t: number) => {
    const last = list.at(-1);
    if (last && last.feed === feed && Math.abs(last.to - t) < 1e-6) last.to = Math.min(duration, t + STEP_S);
    else list.push({ feed, from: t, to: Math.min(duration, t + STEP_S) });
  };
  let speaker: string | null = null;
  let speakerSince = -Infinity;
  let spoken = 0;
  for (let t = 0; t < duration; t += STEP_S) {
    while (spoken < speaking.length && (speaking[spoken]?.t ?? Infinity) <= t) {
      const next = speaking[spoken++]?.who ?? null;
      if (next !== speaker && t - speakerSince >= MIN_HOLD_S) {
        speaker = next;
        speakerSince = t;
      }
    }
    const screens = feeds
      .map((f, i) => ({ f, i }))
      .filter(({ f }) => f.kind === 'screen' && shows(f, t))
      .sort((a, b) => (b.f.video?.offset ?? 0) - (a.f.video?.offset ?? 0));
    const page = stageAt(t);
    if (screens[0] === undefined && page !== null) {
      extend(pages, page, t);
      continue;
    }
    const cameras = feeds.map((f, i) => ({ f, i })).filter(({ f }) => f.kind === 'camera' && shows(f, t));
    const main =
      screens[0]?.i ??
      cameras.find(({ f }) => speaker !== null && f.participantId === speaker)?.i ??
      cameras[0]?.i;
    if (main === undefined) continue;
    extend(segments, main, t);
  }
  return { feeds: segments, pages };
};

/** The cameras in the strip, in the order they first appear, as many as fit. */
export const stripFeeds = (feeds: SourceFeed[]): number[] =>
  feeds
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.kind === 'camera' && f.video !== null)
    .sort((a, b) => (a.f.video?.offset ?? 0) - (b.f.video?.offset ?? 0))
    .slice(0, STRIP_TILES)
    .map(({ i }) => i);
