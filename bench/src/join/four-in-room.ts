import type { Member } from '@canstring/e2e/kit/admin-kit';
import { signedInMember } from '@canstring/e2e/kit/chat-kit';
import { testPlatform } from '@canstring/e2e/kit/platform';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { BARE_JOIN, BARE_REMOTE_VIDEO } from './bare-page';
import { addProbes, type FrameCounts, frameCounts, pauseCamera, remotePictures } from './probes';
import { APP_JOIN, APP_REMOTE_VIDEO, openBarePage } from './sfu-join';

/** What one participant decoded while four were in the room, over the watch window. */
export interface ParticipantFrames extends FrameCounts {
  name: string;
}

/** Turns the camera on from the room's toolbar (the room never starts with it on). */
export const cameraOn = async (page: Page) => {
  const camera = page.getByTestId('toolbar-camera');
  await camera.click();
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
  await pages[0]!.page.waitForTimeout(windowMs);
  const after = await drainedCounts(pages);
  return pages.map(({ name }, i) => ({
    name,
    streams: after[i]!.streams,
    received: after[i]!.received - before[i]!.received,
    decoded: after[i]!.decoded - before[i]!.decoded,
    dropped: after[i]!.dropped - before[i]!.dropped,
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
