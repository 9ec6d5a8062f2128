import { roomScreenTexts } from '@canstring/contracts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { administratorToken, type Member, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { audioStopped, expectDecodingVideos, keepPeerConnections, mediaCounters } from './conference-kit';
import { administratorAccount, continuePastPreview, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';
import { confirmCamera } from './room-kit';

/**
 * The conference through Janus (spec 3 §7; issue "Live room media"): real Chromium pages with the
 * fake camera and mic, the SFU started by the launcher inside the test's network namespace.
 */

interface InRoom {
  page: Page;
  close(): Promise<void>;
}

const enter = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  path: string,
): Promise<InRoom> => {
  const signedIn = await signedInMember(browser, request, member);
  await keepPeerConnections(signedIn.page);
  await signedIn.page.goto(`${testPlatform().shellUrl}${path}`);
  await continuePastPreview(signedIn.page);
  await expect(signedIn.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
  return { page: signedIn.page, close: () => signedIn.context.close() };
};

/** Turns the camera on from the toolbar (the room never starts with it on). */
const cameraOn = async (page: Page) => {
  const camera = page.getByTestId('toolbar-camera');
  await camera.click();
  await confirmCamera(page);
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
};

/** The mic on from the toolbar, unless the room already turned it on as the preview left it. */
const micOn = async (page: Page) => {
  const mic = page.getByTestId('toolbar-mic');
  await expect(async () => {
    if ((await mic.getAttribute('aria-pressed')) !== 'true') await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
};

test('three participants of a conference each decode the two others; mute all stops their sound', async ({
  browser,
  request,
}) => {
  const [ana, ben] = await newMembers(request, ['Cf', 'Cf']);
  const groupId = await newGroup(request, uniqueName('Conference'), [ana!, ben!]);
  const alias = await scheduleThroughGateway(
    request,
    await administratorToken(request),
    { groupId },
    uniqueName('Media'),
  );

  const host = await enter(browser, request, await administratorAccount(request), `/host/${alias}`);
  await host.page.getByTestId('toolbar-start').click();
  await cameraOn(host.page);
  const first = await enter(browser, request, ana!, `/join/${alias}/${ana!.firstName}`);
  await cameraOn(first.page);
  const second = await enter(browser, request, ben!, `/join/${alias}/${ben!.firstName}`);
  const inRoomAt = Date.now();
  const people = [host, first, second];
  try {
    // Join to first frame: from the third participant's room going live to the others' pictures.
    const pictures = async () => (await mediaCounters(second.page)).remoteWidths.filter((w) => w > 0).length;
    await expect.poll(pictures, { timeout: 30_000, intervals: [50] }).toBeGreaterThan(0);
    const firstFrameMs = Date.now() - inRoomAt;
    await expect.poll(pictures, { timeout: 30_000, intervals: [50] }).toBe(2);
    console.info(
      `conference: join to first remote frame ${firstFrameMs} ms, to both ${Date.now() - inRoomAt} ms`,
    );
    await cameraOn(second.page);
    for (const { page } of people) await expectDecodingVideos(page, 2);

    // Everyone sends sound before the host mutes all.
    for (const { page } of [first, second]) {
      await micOn(page);
      await expect.poll(async () => (await mediaCounters(page)).audioBytesSent.length).toBeGreaterThan(0);
    }
    // The fake mic's voice makes them speakers: their dots show on the host's grid and list (spec 2 §2.7).
    const speakingTiles = host.page.locator(
      '[data-testid="participant-tile"][data-local="false"] [data-testid="speaking-dots"]',
    );
    const speakingRows = host.page
      .getByTestId('participant-row')
      .filter({ hasNotText: roomScreenTexts.participants.you })
      .getByTestId('speaking-dots');
    await expect(speakingTiles.first()).toBeVisible();
    await expect(speakingRows.first()).toBeVisible();
    await host.page.getByTestId('host-menu').click();
    await host.page
      .getByTestId('host-menu-items')
      .getByRole('menuitem', { name: roomScreenTexts.hostMenu.muteAll })
      .click();
    for (const { page } of [first, second]) {
      await expect.poll(() => audioStopped(page), { timeout: 15_000 }).toBe(true);
    }
    // Silent, they stop reporting: the dots are gone 2 s after the last report.
    await expect(speakingTiles).toHaveCount(0);
    await expect(speakingRows).toHaveCount(0);
    // Their pictures still reach everyone after the sound is taken away.
    for (const { page } of people) await expectDecodingVideos(page, 2);
  } finally {
    for (const person of people) await person.close();
  }
});
