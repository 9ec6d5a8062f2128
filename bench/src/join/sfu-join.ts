import { type Member, tokenOf } from '@canstring/e2e/kit/admin-kit';
import { signedInMember } from '@canstring/e2e/kit/chat-kit';
import { testPlatform } from '@canstring/e2e/kit/platform';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { BARE_JOIN, BARE_REMOTE_VIDEO } from './bare-page';
import { addProbes, type JoinTiming, waitForFirstFrame } from './probes';
import { type EnteredMember, enterRoom } from './room-entry';

/**
 * A person clicks Join after looking at the page, not the moment it appears: every page, ours and the
 * bare ones alike, is clicked once it has settled (no request for 500 ms; our device preview has then
 * got its SFU pass, the bare page its janus.js).
 */
const settled = (page: Page) => page.waitForLoadState('networkidle');

/** Our app's join control (the device preview's Continue enters the room) and its remote tiles. */
export const APP_JOIN = '[data-testid="preview-continue"]';
export const APP_REMOTE_VIDEO = '[data-testid="remote-video"]';

/**
 * A member joins the live room in our app: signed in, opens the meeting's join link, and clicks
 * Continue on the device preview (the moment they commit to entering). Timed from that click to the
 * first remote picture: the room join through the gateway, the SFU pass, loading janus.js, the Janus
 * session and the subscription to the host's camera. The member's browser closes afterwards.
 */
export const appJoinOnce = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  alias: string,
  /** Where to write a Chromium performance trace of the click to the first picture (none if unset). */
  tracePath?: string,
): Promise<JoinTiming> => {
  const signedIn = await signedInMember(browser, request, member);
  let tracing = false;
  try {
    await addProbes(signedIn.context, APP_JOIN, APP_REMOTE_VIDEO);
    await signedIn.page.goto(`${testPlatform().shellUrl}/join/${alias}/${member.firstName}`);
    await settled(signedIn.page);
    if (tracePath) await browser.startTracing(signedIn.page, { path: tracePath });
    tracing = Boolean(tracePath);
    await signedIn.page.locator(APP_JOIN).click();
    return await waitForFirstFrame(signedIn.page);
  } finally {
    // Also after a failed join: the browser takes one trace at a time.
    if (tracing) await browser.stopTracing();
    await signedIn.context.close();
  }
};

export interface BareInRoom {
  close(): Promise<void>;
}

/** A bare janus.js page in a browser of its own, given a member's pass to the room (not yet joined). */
export const openBarePage = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  alias: string,
  bareUrl: string,
) => {
  const entered = await enterRoom(request, member, alias);
  const context = await browser.newContext();
  await addProbes(context, BARE_JOIN, BARE_REMOTE_VIDEO);
  const page = await context.newPage();
  await page.goto(bareUrl);
  await settled(page);
  await page.evaluate((benchPass) => Object.assign(window, { benchPass }), {
    pass: entered.pass,
    participantId: entered.participantId,
  });
  return {
    page,
    close: async () => {
      await context.close();
      await entered.leave();
    },
  };
};

/**
 * The baseline: the same member's pass, obtained beforehand as the product obtains it, given to the
 * bare page; timed from its Join click to the first remote picture.
 */
export const bareJoinOnce = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  alias: string,
  bareUrl: string,
): Promise<JoinTiming> => {
  const bare = await openBarePage(browser, request, member, alias, bareUrl);
  try {
    await bare.page.locator(BARE_JOIN).click();
    return await waitForFirstFrame(bare.page);
  } finally {
    await bare.close();
  }
};

/**
 * The bare page that also enters the room at the click: the gateway's joinRoom with the SFU pass (one
 * request, as our app makes it, sent by the bench for the page), then Janus as above. Against this
 * one the difference is our app itself: its screens, its state and its conference client.
 */
export const bareEnterAndJoinOnce = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  alias: string,
  bareUrl: string,
): Promise<JoinTiming> => {
  const token = await tokenOf(request, member.email, member.password);
  const context = await browser.newContext();
  let entered: EnteredMember | undefined;
  try {
    await addProbes(context, BARE_JOIN, BARE_REMOTE_VIDEO);
    const page = await context.newPage();
    await page.exposeFunction('benchEnter', async () => {
      entered = await enterRoom(request, member, alias, token);
      return { pass: entered.pass, participantId: entered.participantId };
    });
    await page.goto(bareUrl);
    await settled(page);
    await page.locator(BARE_JOIN).click();
    return await waitForFirstFrame(page);
  } finally {
    await context.close();
    await entered?.leave();
  }
};
