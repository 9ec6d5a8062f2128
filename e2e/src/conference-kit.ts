import { expect, type Page } from '@playwright/test';

/**
 * Browser-side probes of the conference: every RTCPeerConnection the page makes is kept (janus.js
 * does not expose them), so the spec can read `getStats()` as the media recipe asks.
 */
export const keepPeerConnections = async (page: Page) => {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const kept: RTCPeerConnection[] = [];
    (window as unknown as { keptPeerConnections: RTCPeerConnection[] }).keptPeerConnections = kept;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        kept.push(this);
      }
    };
  });
};

export interface MediaCounters {
  /** framesDecoded of each inbound video stream of the open connections. */
  framesDecoded: number[];
  /** bytesSent of each outbound audio stream of the open connections. */
  audioBytesSent: number[];
  /** bytesSent of each outbound video stream of the open connections. */
  videoBytesSent: number[];
  /** videoWidth of each remote tile's <video>. */
  remoteWidths: number[];
}

export const mediaCounters = (page: Page): Promise<MediaCounters> =>
  page.evaluate(async () => {
    const kept = (window as unknown as { keptPeerConnections: RTCPeerConnection[] }).keptPeerConnections;
    const counters = {
      framesDecoded: [] as number[],
      audioBytesSent: [] as number[],
      videoBytesSent: [] as number[],
    };
    for (const pc of kept) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      stats.forEach((s: { type: string; kind?: string; framesDecoded?: number; bytesSent?: number }) => {
        if (s.type === 'inbound-rtp' && s.kind === 'video') counters.framesDecoded.push(s.framesDecoded ?? 0);
        if (s.type === 'outbound-rtp' && s.kind === 'audio') counters.audioBytesSent.push(s.bytesSent ?? 0);
        if (s.type === 'outbound-rtp' && s.kind === 'video') counters.videoBytesSent.push(s.bytesSent ?? 0);
      });
    }
    const remoteWidths = Array.from(
      document.querySelectorAll<HTMLVideoElement>('[data-testid="remote-video"]'),
      (v) => v.videoWidth,
    );
    return { ...counters, remoteWidths };
  });

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Waits until the page shows `count` remote pictures (videoWidth > 0) and reports `count` inbound
 * video streams (Chromium's stats may list a stream a moment after its first picture shows), then
 * until the framesDecoded of each rise (`atLeast`: `count` or more of each, all rising). A page that
 * sets up its connections again meanwhile (a publisher's retry restarts its session) starts its
 * counters afresh: they are then counted from there.
 */
export const expectDecodingVideos = async (page: Page, count: number, { atLeast = false } = {}) => {
  let before = await mediaCounters(page);
  await expect
    .poll(
      async () => {
        before = await mediaCounters(page);
        const pictures = before.remoteWidths.filter((w) => w > 0).length;
        const streams = before.framesDecoded.length;
        // At least `count`: the same number of pictures and streams, `count` or more.
        return atLeast && pictures >= count && streams === pictures
          ? { pictures: count, streams: count }
          : { pictures, streams };
      },
      { timeout: 30_000 },
    )
    .toEqual({ pictures: count, streams: count });
  await expect
    .poll(
      async () => {
        const after = await mediaCounters(page);
        const restarted =
          after.framesDecoded.length !== before.framesDecoded.length ||
          after.framesDecoded.some((n, i) => n < (before.framesDecoded[i] ?? 0));
        if (restarted) {
          before = after;
          return false;
        }
        const streams = after.framesDecoded.length;
        return (
          (atLeast ? streams >= count : streams === count) &&
          after.framesDecoded.every((n, i) => n > (before.framesDecoded[i] ?? 0))
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
};

/** Whether the page's outbound audio is gone or stands still over `ms`. */
export const audioStopped = async (page: Page, ms = 1_500): Promise<boolean> => {
  const before = sum((await mediaCounters(page)).audioBytesSent);
  await page.waitForTimeout(ms);
  const after = await mediaCounters(page);
  return after.audioBytesSent.length === 0 || sum(after.audioBytesSent) === before;
};
