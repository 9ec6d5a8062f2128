import { liveRoomTexts, SOUND_BLOCKED_MESSAGE } from '@canstring/contracts';
import { expect, type Page, test } from '@playwright/test';
import { administratorToken, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { administratorAccount, continuePastPreview, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';

/**
 * The room's sound (spec 3 §2 speaker, §8 autoplay blocked) through Janus: the host speaks, a member
 * hears. Chromium lets a MediaStream play with sound without a gesture; Safari and Firefox do not, so
 * the member's page is given their rule (an unmuted play() outside a click is refused with
 * NotAllowedError) and enters without any click of its own.
 */

/**
 * Safari's and Firefox's rule for sound, in this page: an unmuted play() only while the person's own
 * click is handled (a trusted event: a script's click, even one Playwright sends, does not count).
 */
const soundNeedsGesture = () => {
  let clicking = false;
  window.addEventListener('click', (event) => (clicking = event.isTrusted), true);
  window.addEventListener('click', () => (clicking = false));
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!this.muted && !clicking)
      return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    return play.call(this);
  };
};

/** The host's tile on another page: its element and whether it plays, muted or not. */
const hostSound = (page: Page) =>
  page
    .locator('[data-testid="participant-tile"][data-local="false"] [data-testid="remote-video"]')
    .first()
    .evaluate((video: HTMLVideoElement) => ({
      muted: video.muted,
      playing: !video.paused,
      audioTracks: (video.srcObject as MediaStream | null)?.getAudioTracks().length ?? 0,
    }));

test("a member's sound held back by the browser is asked for, not lost; the speaker mutes everyone else's sound", async ({
  browser,
  request,
}) => {
  const [member] = await newMembers(request, ['Snd']);
  const groupId = await newGroup(request, uniqueName('Sound'), [member!]);
  const alias = await scheduleThroughGateway(
    request,
    await administratorToken(request),
    { groupId },
    uniqueName('Sound'),
  );

  const host = await signedInMember(browser, request, await administratorAccount(request));
  const listener = await signedInMember(browser, request, member!);
  try {
    await host.page.goto(`${testPlatform().shellUrl}/host/${alias}`);
    await continuePastPreview(host.page);
    await expect(host.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
    await host.page.getByTestId('toolbar-start').click();
    const mic = host.page.getByTestId('toolbar-mic');
    await expect(async () => {
      if ((await mic.getAttribute('aria-pressed')) !== 'true') await mic.click();
      await expect(mic).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });

    // A page of its own with the browser's rule from its first script.
    await listener.context.addInitScript(soundNeedsGesture);
    const page = await listener.context.newPage();
    await page.goto(`${testPlatform().shellUrl}/join/${alias}/${member!.firstName}`);
    // Continue without a gesture of the person's (a script's click), as a page reloaded after a drop.
    await page.getByTestId('device-preview').getByTestId('preview-continue').dispatchEvent('click');
    await expect(page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');

    // What is encrypted, said truly: to the media server, not end to end.
    await expect(page.getByTestId('encryption-notice')).toHaveText(liveRoomTexts.encryption.toServer);
    await expect(page.getByText(liveRoomTexts.encryption.endToEnd)).toHaveCount(0);

    // The host's sound arrives and the browser refuses it: the page asks, and plays it muted meanwhile.
    await expect
      .poll(async () => (await hostSound(page).catch(() => null))?.audioTracks ?? 0, { timeout: 30_000 })
      .toBe(1);
    const prompt = page.getByTestId('sound-blocked');
    await expect(prompt).toContainText(SOUND_BLOCKED_MESSAGE);
    await expect.poll(() => hostSound(page)).toMatchObject({ muted: true, playing: true, audioTracks: 1 });
    await page.getByTestId('sound-allow').click();
    await expect(prompt).toHaveCount(0);
    await expect.poll(() => hostSound(page)).toMatchObject({ muted: false, playing: true });

    // The speaker: everyone else's sound off, and on again.
    const speaker = page.getByTestId('toolbar-speaker');
    await expect(speaker).toHaveText(liveRoomTexts.speaker.on);
    await speaker.click();
    await expect(speaker).toHaveText(liveRoomTexts.speaker.off);
    await expect(speaker).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => hostSound(page)).toMatchObject({ muted: true, playing: true });
    await speaker.click();
    await expect(speaker).toHaveText(liveRoomTexts.speaker.on);
    await expect.poll(() => hostSound(page)).toMatchObject({ muted: false, playing: true });
    // The host's own tile never plays sound on the host's page.
    const own = await host.page
      .locator('[data-testid="participant-tile"][data-local="true"] video')
      .evaluateAll((videos: HTMLVideoElement[]) => videos.map((v) => v.muted));
    expect(own.every(Boolean)).toBe(true);
  } finally {
    await host.context.close();
    await listener.context.close();
  }
});
