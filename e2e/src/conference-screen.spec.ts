import { roomMessages, roomScreenTexts } from '@canstring/contracts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { administratorToken, type Member, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { keepPeerConnections } from './conference-kit';
import { administratorAccount, continuePastPreview, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';

/**
 * The screen share of a conference (spec 3 §4, §9; issue "Live room media" item 5): one sharer at a
 * time through the room, the screen on the SFU as the sharer's second feed, shown apart from the
 * camera grid. Runs in the network namespace of infra/bin/media-netns.sh like the other
 * conference specs; the fake-media flags of e2e/chromium.ts already give getDisplayMedia a fake
 * screen without a picker (measured: 1408x792, the fake 1280x720 screen at 1.1 times).
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

/** The host's "Allow screen share" for one participant, from their row's menu. */
const allowScreen = async (host: Page, name: string) => {
  await host
    .locator(`[data-testid="participant-row"][data-name="${name}"]`)
    .getByTestId('participant-menu')
    .click();
  await host
    .getByTestId('participant-menu-items')
    .getByRole('menuitem', { name: roomScreenTexts.participantMenu.allowScreen })
    .click();
};

/** framesDecoded of the inbound stream carrying the screen-share area's picture, and its width. */
const screenFrames = (page: Page) =>
  page.evaluate(async () => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="screen-video"]');
    const trackId = (video?.srcObject as MediaStream | null)?.getVideoTracks()[0]?.id;
    if (!video || !trackId) return { width: 0, frames: -1 };
    const kept = (window as unknown as { keptPeerConnections: RTCPeerConnection[] }).keptPeerConnections;
    let frames = -1;
    for (const pc of kept) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach(
        (s: { type: string; trackIdentifier?: string; framesDecoded?: number }) => {
          if (s.type === 'inbound-rtp' && s.trackIdentifier === trackId) frames = s.framesDecoded ?? 0;
        },
      );
    }
    return { width: video.videoWidth, frames };
  });

/** The page shows someone's screen in the screen-share area, and decodes it. */
const expectDecodingScreen = async (page: Page, sharerName: string) => {
  const area = page.getByTestId('screen-share-area');
  await expect(area).toContainText(roomScreenTexts.screenShare.sharer(sharerName), { timeout: 30_000 });
  await expect.poll(async () => (await screenFrames(page)).width, { timeout: 30_000 }).toBeGreaterThan(0);
  const before = (await screenFrames(page)).frames;
  await expect
    .poll(async () => (await screenFrames(page)).frames, { timeout: 10_000 })
    .toBeGreaterThan(before);
  // The screen is not one more camera tile.
  await expect(page.getByTestId('video-grid').getByTestId('screen-video')).toHaveCount(0);
};

const shareButton = (page: Page) => page.getByTestId('toolbar-screen');

test('one screen sharer at a time: the others decode the screen, a second sharer is refused until it stops, a capture that ends stops the share', async ({
  browser,
  request,
}) => {
  const [ana, ben] = await newMembers(request, ['Sc', 'Sc']);
  const groupId = await newGroup(request, uniqueName('Screens'), [ana!, ben!]);
  const alias = await scheduleThroughGateway(
    request,
    await administratorToken(request),
    { groupId },
    uniqueName('Screen share'),
  );

  const host = await enter(browser, request, await administratorAccount(request), `/host/${alias}`);
  await host.page.getByTestId('toolbar-start').click();
  const first = await enter(browser, request, ana!, `/join/${alias}/${ana!.firstName}`);
  const second = await enter(browser, request, ben!, `/join/${alias}/${ben!.firstName}`);
  const people = [host, first, second];
  try {
    // Without the grant there is no button; the host grants it to both.
    await expect(shareButton(first.page)).toHaveCount(0);
    await allowScreen(host.page, ana!.firstName);
    await allowScreen(host.page, ben!.firstName);
    await expect(shareButton(first.page)).toHaveText(roomScreenTexts.toolbar.shareScreen);
    await expect(shareButton(second.page)).toHaveText(roomScreenTexts.toolbar.shareScreen);

    // The first shares: the host and the second decode the screen.
    const startedAt = Date.now();
    await shareButton(first.page).click();
    await expect(shareButton(first.page)).toHaveText(roomScreenTexts.toolbar.stopScreen, { timeout: 30_000 });
    await expect(first.page.getByTestId('own-screen-video')).toBeVisible();
    await expectDecodingScreen(second.page, ana!.firstName);
    console.info(`screen share: click to the others decoding it ${Date.now() - startedAt} ms`);
    await expectDecodingScreen(host.page, ana!.firstName);

    // The second is refused with the spec's words, and shares nothing.
    await shareButton(second.page).click();
    await expect(second.page.getByTestId('room-alert-message')).toHaveText(roomMessages.screenAlreadyShared);
    await second.page
      .getByTestId('room-alert')
      .getByRole('button', { name: roomScreenTexts.alert.ok })
      .click();
    await expect(shareButton(second.page)).toHaveText(roomScreenTexts.toolbar.shareScreen);
    await expect(second.page.getByTestId('screen-share-area')).toContainText(
      roomScreenTexts.screenShare.sharer(ana!.firstName),
    );

    // The first stops: the screen leaves everyone's area, and the second may share.
    await shareButton(first.page).click();
    await expect(shareButton(first.page)).toHaveText(roomScreenTexts.toolbar.shareScreen);
    for (const { page } of [host, second]) await expect(page.getByTestId('screen-share-area')).toHaveCount(0);
    await shareButton(second.page).click();
    await expect(shareButton(second.page)).toHaveText(roomScreenTexts.toolbar.stopScreen, {
      timeout: 30_000,
    });
    await expectDecodingScreen(first.page, ben!.firstName);
    await expectDecodingScreen(host.page, ben!.firstName);

    // The capture ends (as when the browser's own "Stop sharing" is pressed): the share stops by
    // itself and the room is told, so the first may share again.
    await second.page.evaluate(() => {
      const own = document.querySelector<HTMLVideoElement>('[data-testid="own-screen-video"]');
      const capture = (own?.srcObject as MediaStream | null | undefined)?.getVideoTracks()[0];
      if (!capture) throw new Error('no screen is being shared');
      capture.dispatchEvent(new Event('ended'));
    });
    await expect(shareButton(second.page)).toHaveText(roomScreenTexts.toolbar.shareScreen);
    for (const { page } of [host, first]) await expect(page.getByTestId('screen-share-area')).toHaveCount(0);
    await shareButton(first.page).click();
    await expect(shareButton(first.page)).toHaveText(roomScreenTexts.toolbar.stopScreen, { timeout: 30_000 });
    await expectDecodingScreen(second.page, ana!.firstName);
  } finally {
    for (const person of people) await person.close();
  }
});
