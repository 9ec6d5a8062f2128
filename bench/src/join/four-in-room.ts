import { devicePreviewTexts } from '@canstring/contracts';
import type { Member } from '@canstring/e2e/kit/admin-kit';
import { signedInMember } from '@canstring/e2e/kit/chat-kit';
import { testPlatform } from '@canstring/e2e/kit/platform';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { BARE_JOIN, BARE_REMOTE_VIDEO } from './bare-page';
import { addProbes, type FrameCounts, frameCounts, liveCameras, pauseCamera, remotePictures } from './probes';
import { APP_JOIN, APP_REMOTE_VIDEO, openBarePage } from './sfu-join';

/**
 * What one participant decoded and encoded while four were in the room, over the watch window, and
 * the seconds its page's main thread worked (Chromium's own counters: tasks, script, layout, style).
 */
export interface ParticipantFrames extends FrameCounts {
  name: string;
  mainThread: MainThreadTime;
}

export interface MainThreadTime {
  taskS: number;
  scriptS: number;
  layoutS: number;
  styleS: number;
}

/**
 * Reads the page's main-thread time so far (the DevTools protocol's Performance.getMetrics), on one
 * session kept for the whole window: enabling the domain again would start the counters afresh.
 */
const mainThreadClock = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async (): Promise<MainThreadTime> => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      taskS: of('TaskDuration'),
      scriptS: of('ScriptDuration'),
      layoutS: of('LayoutDuration'),
      styleS: of('RecalcStyleDuration'),
    };
  };
  return { read, close: () => cdp.detach() };
};

const minus = (a: MainThreadTime, b: MainThreadTime): MainThreadTime => ({
  taskS: a.taskS - b.taskS,
  scriptS: a.scriptS - b.scriptS,
  layoutS: a.layoutS - b.layoutS,
  styleS: a.styleS - b.styleS,
});

/** Turns the camera on from the room's toolbar (the room never starts with it on). */
export const cameraOn = async (page: Page) => {
  const camera = page.getByTestId('toolbar-camera');
  await camera.click();
  // The room asks first (spec 3 §5).
  await page
    .getByTestId('confirm-camera')
    .getByRole('button', { name: devicePreviewTexts.confirmYes })
    .click();
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
};

/** How long a paused room is given for the frames on their way to be received and decoded. */
const DRAIN_MS = 1_000;

/** Pauses every page's camera and waits for the room to drain, then reads each page's counters. */
const drainedCounts = async (pages: { page: Page }[]) => {
  await Promise.all(pages.map(({ page }) => pauseCamera(page, true)));
  await pages[0]!.page.waitForTimeout(DRAIN_MS);
  return Promise.all(pages.map(({ page }) => frameCounts(page)));
};

/**
 * Waits until every page shows the three others' pictures, then counts frames over `windowMs` of
 * sending, read with the room drained at both ends (see `pauseCamera`).
 */
const watch = async (
  pages: { name: string; page: Page }[],
  remoteVideo: string,
  windowMs: number,
): Promise<ParticipantFrames[]> => {
  for (const { page } of pages) {
    await expect
      .poll(() => remotePictures(page, remoteVideo), { timeout: 45_000, intervals: [100] })
      .toBe(pages.length - 1);
  }
  const before = await drainedCounts(pages);
  await Promise.all(pages.map(({ page }) => pauseCamera(page, false)));
  const clocks = await Promise.all(pages.map(({ page }) => mainThreadClock(page)));
  const threadBefore = await Promise.all(clocks.map((clock) => clock.read()));
  await pages[0]!.page.waitForTimeout(windowMs);
  const threadAfter = await Promise.all(clocks.map((clock) => clock.read()));
  await Promise.all(clocks.map((clock) => clock.close()));
  const after = await drainedCounts(pages);
  for (const { name, page } of pages)
    console.info(`  ${name}: camera captures open: ${(await liveCameras(page)).join(', ') || 'none'}`);
  return pages.map(({ name }, i) => ({
    name,
    streams: after[i]!.streams,
    received: after[i]!.received - before[i]!.received,
    decoded: after[i]!.decoded - before[i]!.decoded,
    dropped: after[i]!.dropped - before[i]!.dropped,
    encoded: after[i]!.encoded - before[i]!.encoded,
    cpuLimitedS: after[i]!.cpuLimitedS - before[i]!.cpuLimitedS,
    bandwidthLimitedS: after[i]!.bandwidthLimitedS - before[i]!.bandwidthLimitedS,
    mainThread: minus(threadAfter[i]!, threadBefore[i]!),
  }));
};

/**
 * Our app: the host (already in the room with the camera on) and three members who join and turn
 * their cameras on, each in a browser of their own in the one Chromium.
 */
export const appFour = async (
  browser: Browser,
  request: APIRequestContext,
  host: Page,
  members: Member[],
  alias: string,
  windowMs: number,
): Promise<ParticipantFrames[]> => {
  const joined: { name: string; page: Page; close(): Promise<void> }[] = [];
  try {
    for (const member of members) {
      const signedIn = await signedInMember(browser, request, member);
      joined.push({ name: member.firstName, page: signedIn.page, close: () => signedIn.context.close() });
      await addProbes(signedIn.context, APP_JOIN, APP_REMOTE_VIDEO);
      await signedIn.page.goto(`${testPlatform().shellUrl}/join/${alias}/${member.firstName}`);
      await signedIn.page.locator(APP_JOIN).click();
      await expect(signedIn.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
      await cameraOn(signedIn.page);
    }
    // BENCH_APP_CSS: a style sheet added to our app's pages for the watch (to try where the frames go).
    const css = process.env.BENCH_APP_CSS;
    if (css)
      for (const page of [host, ...joined.map((person) => person.page)])
        await page.addStyleTag({ content: css });
    return await watch([{ name: 'host', page: host }, ...joined], APP_REMOTE_VIDEO, windowMs);
  } finally {
    for (const person of joined) await person.close();
  }
};

/** The baseline: four bare janus.js pages, each with a member's pass, publishing and subscribing. */
export const bareFour = async (
  browser: Browser,
  request: APIRequestContext,
  members: Member[],
  alias: string,
  bareUrl: string,
  windowMs: number,
): Promise<ParticipantFrames[]> => {
  const opened: { name: string; page: Page; close(): Promise<void> }[] = [];
  try {
    for (const member of members) {
      const bare = await openBarePage(browser, request, member, alias, bareUrl);
      opened.push({ name: member.firstName, ...bare });
      await bare.page.locator(BARE_JOIN).click();
    }
    return await watch(opened, BARE_REMOTE_VIDEO, windowMs);
  } finally {
    for (const page of opened) await page.close();
  }
};
