import type { Browser, Page } from '@playwright/test';

/** One inbound video stream's decoded frames and picture width, as Chromium's stats give them. */
export interface StreamCount {
  id: string;
  framesDecoded: number;
  frameWidth: number;
}

/** Keeps every RTCPeerConnection the page makes (janus.js does not expose them), for getStats(). */
export const keepPeerConnectionsScript = () => {
  const Native = window.RTCPeerConnection;
  const kept: RTCPeerConnection[] = [];
  Object.assign(window, { keptPeerConnections: kept });
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      kept.push(this);
    }
  };
};

/** Every inbound video stream of the page's open connections. */
export const streamCounts = (page: Page): Promise<StreamCount[]> =>
  page.evaluate(async () => {
    const kept =
      (window as unknown as { keptPeerConnections?: RTCPeerConnection[] }).keptPeerConnections ?? [];
    const counts: { id: string; framesDecoded: number; frameWidth: number }[] = [];
    for (const pc of kept) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach(
        (s: { type: string; kind?: string; id: string; framesDecoded?: number; frameWidth?: number }) => {
          if (s.type === 'inbound-rtp' && s.kind === 'video')
            counts.push({ id: s.id, framesDecoded: s.framesDecoded ?? 0, frameWidth: s.frameWidth ?? 0 });
        },
      );
    }
    return counts;
  });

/** CPU seconds used so far by every process of a browser (CDP SystemInfo.getProcessInfo). */
export const browserCpuSeconds = async (browser: Browser): Promise<number> => {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { cpuTime: number }[];
    };
    return processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
  } finally {
    await cdp.detach();
  }
};

/** What one page decoded over a window, per stream, and its browser's CPU meanwhile. */
export interface WatchFigures {
  /** Frames decoded per second of each camera stream. */
  cameraFps: number[];
  /** Frames decoded per second of the screen stream (null when none was received). */
  screenFps: number | null;
  /** The browser's CPU over the window, in % of one core. */
  cpuPercent: number;
}

/** A screen share is wider than any camera the product sends (320x240). */
const SCREEN_MIN_WIDTH = 640;

/** Counts the page's decoded frames and its browser's CPU over `windowMs`. */
export const watchFigures = async (browser: Browser, page: Page, windowMs: number): Promise<WatchFigures> => {
  const before = await streamCounts(page);
  const cpuBefore = await browserCpuSeconds(browser);
  const started = Date.now();
  await page.waitForTimeout(windowMs);
  const after = await streamCounts(page);
  const cpuAfter = await browserCpuSeconds(browser);
  const seconds = (Date.now() - started) / 1000;
  const rate = (stream: StreamCount) =>
    (stream.framesDecoded - (before.find((b) => b.id === stream.id)?.framesDecoded ?? 0)) / seconds;
  const screens = after.filter((s) => s.frameWidth >= SCREEN_MIN_WIDTH);
  return {
    cameraFps: after.filter((s) => s.frameWidth < SCREEN_MIN_WIDTH).map(rate),
    screenFps: screens.length ? rate(screens[0]!) : null,
    cpuPercent: ((cpuAfter - cpuBefore) / seconds) * 100,
  };
};
