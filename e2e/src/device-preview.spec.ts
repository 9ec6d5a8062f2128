import { CAMERA_HEIGHT, CAMERA_WIDTH, DEVICE_NAME_MAX, devicePreviewTexts } from '@canstring/contracts';
import { type APIRequestContext, chromium, expect, type Locator, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions, fakeMediaArgs } from '../chromium';
import { administratorToken, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { administratorAccount, entryTexts, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';

/**
 * The device preview before the room (spec 3 §2, §5, §8, §9) in real Chromium with its fake camera
 * and mic: the picture plays at 320x240, the meter moves, the pickers list the devices, the toggles
 * and the camera's confirmation work, and Continue enters the room.
 */

const texts = devicePreviewTexts;

/** A meeting of the administrator (so its host) with one member in its group; answers its alias. */
const newMeeting = async (request: APIRequestContext, title: string) => {
  const [member] = await newMembers(request, ['Dev']);
  const groupId = await newGroup(request, uniqueName(title), [member!]);
  return scheduleThroughGateway(request, await administratorToken(request), { groupId }, uniqueName(title));
};

const videoSize = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({ width: element.videoWidth, height: element.videoHeight }));

const meterLevel = async (page: Page) =>
  Number(await page.getByTestId('mic-meter').getAttribute('aria-valuenow'));

const optionNames = (picker: Locator) =>
  picker.locator('option').evaluateAll((options) => options.map((option) => option.textContent ?? ''));

test('the host checks camera and mic, turns them off and on, and continues into the room', async ({
  browser,
  request,
}) => {
  const alias = await newMeeting(request, 'Preview');
  const host = await signedInMember(browser, request, await administratorAccount(request));
  try {
    const { page } = host;
    await page.goto(`${testPlatform().shellUrl}/host/${alias}`);
    const preview = page.getByTestId('device-preview');
    await expect(preview).toHaveAttribute('aria-busy', 'false');
    await expect(preview.getByTestId('device-access-problem')).toHaveCount(0);
    await expect(preview.getByTestId('no-camera')).toHaveCount(0);
    await expect(preview.getByTestId('camera-note')).toHaveText(texts.cameraNote);

    // The camera plays at 320x240 and the meter moves with the fake mic's voice.
    const video = preview.getByTestId('preview-video');
    await expect.poll(() => videoSize(video)).toEqual({ width: CAMERA_WIDTH, height: CAMERA_HEIGHT });
    await expect.poll(() => meterLevel(page)).toBeGreaterThan(0);

    // The pickers list Chromium's fake devices by name (no longer than 40 characters).
    for (const picker of [preview.getByTestId('camera-picker'), preview.getByTestId('mic-picker')]) {
      const names = await optionNames(picker);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(DEVICE_NAME_MAX);
      }
    }

    // Audio off: the meter rests at 0; on again: it moves.
    const audio = preview.getByTestId('preview-audio-toggle');
    await audio.click();
    await expect(audio).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('mic-meter')).toHaveAttribute('aria-valuenow', '0');
    await audio.click();
    await expect(audio).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => meterLevel(page)).toBeGreaterThan(0);

    // Video off; on again only after the confirmation.
    const toggle = preview.getByTestId('preview-video-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(video).toHaveCount(0);
    await toggle.click();
    const confirm = page.getByTestId('confirm-camera');
    await expect(confirm).toContainText(texts.confirmCamera);
    await confirm.getByRole('button', { name: texts.confirmNo }).click();
    await expect(confirm).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await page.getByTestId('confirm-camera').getByRole('button', { name: texts.confirmYes }).click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => videoSize(preview.getByTestId('preview-video')))
      .toEqual({
        width: CAMERA_WIDTH,
        height: CAMERA_HEIGHT,
      });

    // Continue: the room, its mic on as the preview left it, its camera waiting to be turned on.
    await preview.getByTestId('preview-continue').click();
    await expect(page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
    await expect(page.getByTestId('device-preview')).toHaveCount(0);
    await expect(page.getByTestId('toolbar-mic')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('toolbar-camera')).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await host.context.close();
  }
});

test('a guest whose browser refuses camera and mic is told so after the name popup, and can still enter', async ({
  request,
}) => {
  const alias = await newMeeting(request, 'Denied');
  // A browser of its own whose (fake) permission prompt answers no to every request.
  const refusing = await chromium.launch(
    chromiumLaunchOptions([
      ...fakeMediaArgs.filter((arg) => arg !== '--use-fake-ui-for-media-stream'),
      '--use-fake-ui-for-media-stream=deny',
    ]),
  );
  try {
    const page = await (await refusing.newContext()).newPage();
    await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    const popup = page.getByTestId('enter-name');
    await popup.getByRole('textbox', { name: new RegExp(`^${entryTexts.name}`) }).fill('Dora');
    await popup.getByLabel(entryTexts.phone, { exact: false }).fill('(416) 555-0123');
    await popup.getByRole('button', { name: entryTexts.join }).click();
    const preview = page.getByTestId('device-preview');
    await expect(preview.getByTestId('device-access-problem')).toHaveText(texts.accessProblem);
    await expect(preview.getByTestId('preview-video')).toHaveCount(0);
    await expect(preview.getByTestId('preview-video-toggle')).toBeDisabled();
    await expect(preview.getByTestId('preview-audio-toggle')).toBeDisabled();
    await preview.getByTestId('preview-continue').click();
    await expect(page.getByTestId('meeting-screen')).toHaveAttribute('data-role', 'guest');
  } finally {
    await refusing.close();
  }
});
