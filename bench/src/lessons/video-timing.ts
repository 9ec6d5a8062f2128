import type { Browser } from '@playwright/test';

/** Milliseconds of one kind of wait, as the bench prints them. */
export interface Spread {
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export const spreadOf = (samples: number[]): Spread => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const round = (n: number) => Number(n.toFixed(1));
  return {
    count: sorted.length,
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
};

/** Waits measured on one address, in ms. */
export interface VideoSamples {
  /** From play() on a new <video> to its first frame on screen (the request for the file included). */
  firstFrame: number[];
  /** From setting currentTime while playing to the first frame shown at the new place. */
  seek: number[];
}

export interface VideoTimings {
  firstFrame: Spread;
  seek: Spread;
}

export const timingsOf = (runs: VideoSamples[]): VideoTimings => ({
  firstFrame: spreadOf(runs.flatMap((run) => run.firstFrame)),
  seek: spreadOf(runs.flatMap((run) => run.seek)),
});

/** Seconds to seek to in turn, far apart, within a video of at least 120 s. */
export const SEEK_TARGETS = [70, 10, 100, 40, 115, 25, 85, 55];

/**
 * The page's side, as plain JavaScript (the bench's TypeScript is not sent into the page): a new muted
 * <video> played from the start, its first frame timed, then each seek timed to the first frame shown
 * within 1.5 s of the target.
 */
const PLAY_AND_SEEK = `async (src, targets) => {
  document.body.replaceChildren();
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'none';
  document.body.append(video);
  const started = performance.now();
  const shown = new Promise((resolve) => video.requestVideoFrameCallback(() => resolve(performance.now())));
  video.src = src;
  await video.play();
  const first = (await shown) - started;
  const seeks = [];
  for (const target of targets) {
    const asked = performance.now();
    const landed = new Promise((resolve) => {
      const next = () =>
        video.requestVideoFrameCallback((now, meta) => (Math.abs(meta.mediaTime - target) < 1.5 ? resolve(now) : next()));
      next();
    });
    video.currentTime = target;
    seeks.push((await landed) - asked);
  }
  video.pause();
  video.removeAttribute('src');
  video.load();
  return { first, seeks };
}`;

/**
 * Times one address in Chromium, in a page with nothing but a <video> (no product code): `samples`
 * fresh players (each address made unique, so nothing comes from the browser's cache) each played
 * from the start, then seeked to every SEEK_TARGETS position while playing.
 */
export const timeVideo = async (browser: Browser, url: string, samples: number): Promise<VideoSamples> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent('<!doctype html><title>bench</title><body></body>');
    const firstFrame: number[] = [];
    const seek: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const address = `${url}${url.includes('?') ? '&' : '?'}sample=${Date.now()}-${i}`;
      const figures = (await page.evaluate(
        `(${PLAY_AND_SEEK})(${JSON.stringify(address)}, ${JSON.stringify(SEEK_TARGETS)})`,
      )) as {
        first: number;
        seeks: number[];
      };
      firstFrame.push(figures.first);
      seek.push(...figures.seeks);
    }
    return { firstFrame, seek };
  } finally {
    await context.close();
  }
};
