import { CANVAS, MAIN, type MainSegment, STRIP_TILES, TILE } from './layout';
import type { SourceFeed } from './source-tracks';

const seconds = (s: number) => s.toFixed(3);

/**
 * Scales a picture to fit w×h keeping its shape, centred on the background colour. The crop keeps a
 * rounding (a sender changing resolution mid-stream) from ever exceeding the box.
 */
const fit = (w: number, h: number) =>
  `scale=${w}:${h}:force_original_aspect_ratio=decrease:force_divisible_by=2,crop='min(iw,${w})':'min(ih,${h})',pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2:color=0x1f2125`;

/**
 * The one ffmpeg run that makes the browser rendition (VP8/Opus WebM, fast presets): the main
 * picture (a feed, or a page of the stage's document as a still input) switched over time with `enable` windows, the strip of cameras, every voice mixed (amix).
 * Each source is placed on the time line by its offset; one that has not started or has ended
 * leaves the background showing.
 */
export const composeArgs = (
  feeds: SourceFeed[],
  main: MainSegment[],
  strip: number[],
  duration: number,
  output: string,
  stage: { pictures: string[]; shown: MainSegment[] } = { pictures: [], shown: [] },
): string[] => {
  const inputs: string[] = [];
  const filters: string[] = [];
  let index = 0;
  const videoInput = new Map<number, number>();
  const audioInputs: { input: number; offset: number }[] = [];
  feeds.forEach((feed, i) => {
    if (feed.video) {
      inputs.push('-i', feed.video.file);
      videoInput.set(i, index++);
    }
    if (feed.audio) {
      inputs.push('-i', feed.audio.file);
      audioInputs.push({ input: index++, offset: feed.audio.offset });
    }
  });

  // The stage's document pages: each picture a still input, shown in its windows.
  const pageInput = new Map<number, number>();
  for (const picture of [...new Set(stage.shown.map((s) => s.feed))]) {
    const file = stage.pictures[picture];
    if (!file) continue;
    inputs.push('-loop', '1', '-framerate', String(CANVAS.fps), '-t', seconds(duration), '-i', file);
    pageInput.set(picture, index++);
  }

  filters.push(
    `color=c=0x1f2125:s=${CANVAS.width}x${CANVAS.height}:r=${CANVAS.fps}:d=${seconds(duration)}[base0]`,
  );
  let base = 'base0';
  let step = 0;
  const overlay = (source: string, x: number, y: number, enable?: string) => {
    const next = `base${++step}`;
    filters.push(
      `[${base}][${source}]overlay=x=${x}:y=${y}:eof_action=pass${enable ? `:enable='${enable}'` : ''}[${next}]`,
    );
    base = next;
  };

  // Each feed's frames placed on the recording's time line, split for the main picture and the strip.
  const mainFeeds = [...new Set(main.map((s) => s.feed))];
  for (const [feed, input] of videoInput) {
    const video = feeds[feed]?.video;
    const uses = [mainFeeds.includes(feed) ? 'm' : null, strip.includes(feed) ? 's' : null].filter(Boolean);
    if (!video || uses.length === 0) continue;
    // By the track's first packet (not its first decoded frame, later when its first keyframe was).
    filters.push(
      `[${input}:v]setpts=PTS-${seconds(video.start)}/TB+${seconds(video.offset)}/TB,fps=${CANVAS.fps}${
        uses.length > 1 ? `,split=2[m${feed}][s${feed}]` : `[${uses[0]}${feed}]`
      }`,
    );
    if (uses.includes('m')) filters.push(`[m${feed}]${fit(MAIN.width, MAIN.height)}[main${feed}]`);
    if (uses.includes('s')) filters.push(`[s${feed}]${fit(TILE.width, TILE.height)}[tile${feed}]`);
  }
  for (const [picture, input] of pageInput) {
    filters.push(`[${input}:v]${fit(MAIN.width, MAIN.height)},format=yuv420p[page${picture}]`);
    const windows = stage.shown
      .filter((s) => s.feed === picture)
      .map((s) => `between(t,${seconds(s.from)},${seconds(s.to - 0.001)})`)
      .join('+');
    overlay(`page${picture}`, 0, 0, windows);
  }
  for (const feed of mainFeeds) {
    const windows = main
      .filter((s) => s.feed === feed)
      .map((s) => `between(t,${seconds(s.from)},${seconds(s.to - 0.001)})`)
      .join('+');
    overlay(`main${feed}`, 0, 0, windows);
  }
  strip.forEach((feed, slot) => {
    const x = slot * TILE.width + ((STRIP_TILES - strip.length) * TILE.width) / 2;
    overlay(`tile${feed}`, Math.round(x), MAIN.height);
  });
  filters.push(`[${base}]format=yuv420p[vout]`);

  if (audioInputs.length > 0) {
    audioInputs.forEach(({ input, offset }, k) => {
      const ms = Math.round(offset * 1000);
      filters.push(`[${input}:a]aresample=48000,adelay=${ms}:all=1[a${k}]`);
    });
    filters.push(
      `${audioInputs.map((_, k) => `[a${k}]`).join('')}amix=inputs=${audioInputs.length}:duration=longest:normalize=0,apad[aout]`,
    );
  } else {
    filters.push('anullsrc=r=48000:cl=stereo[aout]');
  }

  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[vout]',
    '-map',
    '[aout]',
    '-t',
    seconds(duration),
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '700k',
    '-g',
    String(CANVAS.fps * 4),
    '-threads',
    '2',
    '-c:a',
    'libopus',
    '-b:a',
    '64k',
    '-f',
    'webm',
    output,
  ];
};
