import { attachmentMessages, roomMessages, roomScreenTexts } from '@canstring/contracts';
import { expect, type Page, test } from '@playwright/test';
import { administratorToken, graphql, uniqueName } from './admin-kit';
import { newGroup, newMembers } from './chat-kit';
import { administratorAccount, scheduleThroughGateway } from './meeting-kit';
import { guestInRoom, hostInRoom, type InRoom, memberInRoom, ownCredentials, SEND_SIGNAL } from './room-kit';
import { makeShareFiles } from './share-content-files';

/**
 * Content shared on the room's stage between real browsers (spec 2 §2.10; spec 3 §3, §4, §9): the
 * host uploads documents through the Share Content popup, the file server converts them into pages,
 * everyone follows the host's page, an mp4 and a YouTube video (the IFrame API's local stand-in)
 * play in sync, and what may not be shared is refused.
 */

const texts = roomScreenTexts.shareContent;
/** Within how many seconds the followers' players stand of the host's (issue: 0.5 s). */
const PLAYER_TOLERANCE_S = 0.5;

const uploadInPopup = async (page: Page, file: { name: string; buffer: Buffer }, mimeType: string) => {
  // As a person would: once the popup knows the meeting's chat (its Upload button enabled).
  await expect(page.getByTestId('share-upload')).toBeEnabled();
  await page
    .getByTestId('share-upload-input')
    .setInputFiles({ name: file.name, mimeType, buffer: file.buffer });
};

const fileRow = (page: Page, name: string) => page.locator(`[data-testid="share-file"][data-name="${name}"]`);

const openPopup = async (page: Page) => {
  await page.getByTestId('toolbar-share-content').click();
  await expect(page.getByTestId('share-content')).toBeVisible();
};

/** The shared document on this page, on this page number, its picture drawn. */
const seesPage = async (page: Page, pageNumber: number, total: number) => {
  await expect(page.getByTestId('stage')).toHaveAttribute('data-mode', 'document');
  await expect(page.getByTestId('document-viewer')).toHaveAttribute('data-page', String(pageNumber));
  await expect(page.getByTestId('document-page')).toHaveText(
    roomScreenTexts.document.page(pageNumber, total),
  );
  const picture = page.getByTestId('document-picture');
  await expect(picture).toHaveAttribute('data-page', String(pageNumber));
  await expect(picture).toHaveAttribute('data-loaded', 'true');
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
};

const videoState = (page: Page) =>
  page.getByTestId('shared-video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    time: video.currentTime,
  }));

const youtubeState = (page: Page) =>
  page.evaluate(() => {
    const yt = (
      window as unknown as {
        YT?: { standInPlayers: { getPlayerState(): number; getCurrentTime(): number }[] };
      }
    ).YT;
    const player = yt?.standInPlayers[0];
    return player ? { state: player.getPlayerState(), time: player.getCurrentTime() } : null;
  });

test.describe('content shared on the stage', () => {
  const open: InRoom[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((person) => person.close()));
  });

  test('documents convert to pages everyone follows; an mp4 and a YouTube video play in sync; what may not be shared is refused', async ({
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    const files = makeShareFiles();
    // A meeting of the administrator's with a group both are in: the meeting's chat, where files go.
    const [member] = await newMembers(request, ['Sc']);
    const groupId = await newGroup(request, uniqueName('Stage'), [
      member!,
      await administratorAccount(request),
    ]);
    const alias = await scheduleThroughGateway(
      request,
      await administratorToken(request),
      { groupId },
      uniqueName('Share'),
    );
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const mel = await memberInRoom(browser, request, member!, alias);
    open.push(mel);
    await host.page.getByTestId('toolbar-start').click();
    await expect(host.page.getByTestId('toolbar-end')).toBeVisible();

    // The host uploads a .pptx and a .pdf from the popup: both convert into pages.
    await openPopup(host.page);
    await uploadInPopup(
      host.page,
      files.pptx,
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    await expect(host.page.getByTestId('share-uploaded')).toHaveText(texts.uploaded, { timeout: 120_000 });
    await expect(fileRow(host.page, files.pptx.name)).toContainText(texts.pages(5));
    await uploadInPopup(host.page, files.pdf, 'application/pdf');
    await expect(fileRow(host.page, files.pdf.name)).toContainText(texts.pages(4), { timeout: 120_000 });

    // A binary renamed .pptx is refused by its content.
    await uploadInPopup(
      host.page,
      {
        name: 'tool.pptx',
        buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array(200).fill(0x90)]),
      },
      'application/octet-stream',
    );
    await expect(host.page.getByTestId('share-problem')).toHaveText(
      attachmentMessages.contentMismatch('pptx'),
    );
    await expect(fileRow(host.page, 'tool.pptx')).toHaveCount(0);

    // The host shares the .pptx: everyone is on page 1.
    await fileRow(host.page, files.pptx.name).getByRole('button', { name: texts.share }).click();
    await expect(host.page.getByTestId('share-content')).toHaveCount(0);
    await seesPage(host.page, 1, 5);
    await seesPage(mel.page, 1, 5);

    // The host goes to page 3; everyone follows; someone entering now opens on page 3.
    await host.page.getByTestId('document-next').click();
    await host.page.getByTestId('document-next').click();
    await seesPage(host.page, 3, 5);
    await seesPage(mel.page, 3, 5);
    const guestName = uniqueName('Lia');
    const late = await guestInRoom(browser, alias, guestName);
    open.push(late);
    await seesPage(late.page, 3, 5);

    // A guest is a viewer: no Share Content, no page turning, and its own shareDoc is refused by the room.
    await expect(late.page.getByTestId('room-toolbar')).toBeVisible();
    await expect(late.page.getByTestId('toolbar-share-content')).toHaveCount(0);
    await expect(late.page.getByTestId('document-next')).toHaveCount(0);
    const { participantId, token } = await ownCredentials(late.page, guestName, alias);
    const forged = await graphql(
      request,
      SEND_SIGNAL,
      { p: participantId, m: 'shareDoc', d: JSON.stringify({ youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }) },
      token,
    );
    expect(forged.errors?.[0]?.message).toBe(roomMessages.noContentRight);
    await seesPage(mel.page, 3, 5);

    // The .pdf too: it replaces the deck, on its page 1.
    await openPopup(host.page);
    await fileRow(host.page, files.pdf.name).getByRole('button', { name: texts.share }).click();
    await seesPage(mel.page, 1, 4);
    await seesPage(late.page, 1, 4);

    // An mp4: the host plays it and pauses at about 5 s; everyone is paused within 0.5 s of the host.
    await openPopup(host.page);
    await uploadInPopup(host.page, files.mp4, 'video/mp4');
    await expect(fileRow(host.page, files.mp4.name)).toContainText(texts.video, { timeout: 120_000 });
    await fileRow(host.page, files.mp4.name).getByRole('button', { name: texts.share }).click();
    for (const person of [host, mel, late]) {
      await expect(person.page.getByTestId('stage')).toHaveAttribute('data-mode', 'mp4');
      await expect
        .poll(() => person.page.getByTestId('shared-video').evaluate((v: HTMLVideoElement) => v.readyState))
        .toBeGreaterThanOrEqual(1);
    }
    await host.page.getByTestId('shared-video').evaluate((video: HTMLVideoElement) => video.play());
    await expect.poll(async () => (await videoState(mel.page)).paused).toBe(false);
    await expect.poll(async () => (await videoState(host.page)).time).toBeGreaterThanOrEqual(5);
    const pausedAt = await host.page.getByTestId('shared-video').evaluate((video: HTMLVideoElement) => {
      video.pause();
      return video.currentTime;
    });
    for (const person of [mel, late]) {
      await expect.poll(async () => (await videoState(person.page)).paused).toBe(true);
      await expect
        .poll(async () => Math.abs((await videoState(person.page)).time - pausedAt))
        .toBeLessThanOrEqual(PLAYER_TOLERANCE_S);
    }

    // A YouTube link, played against the IFrame API's local stand-in.
    await openPopup(host.page);
    await host.page.getByTestId('share-youtube-link').fill('not a video');
    await host.page.getByTestId('share-youtube').click();
    await expect(host.page.getByTestId('share-youtube-problem')).toHaveText('Enter valid youtube url !');
    await host.page.getByTestId('share-youtube-link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await host.page.getByTestId('share-youtube').click();
    for (const person of [host, mel, late]) {
      await expect(person.page.getByTestId('stage')).toHaveAttribute('data-mode', 'youtube');
      await expect(person.page.getByTestId('shared-youtube')).toHaveAttribute('data-ready', 'true');
      await expect(person.page.getByTestId('youtube-stand-in')).toHaveAttribute(
        'data-video-id',
        'dQw4w9WgXcQ',
      );
    }
    // A viewer's player has no controls: it follows.
    await expect(late.page.getByTestId('youtube-stand-in-play')).toHaveCount(0);
    await host.page.getByTestId('youtube-stand-in-play').click();
    for (const person of [mel, late])
      await expect.poll(async () => (await youtubeState(person.page))?.state).toBe(1);
    await host.page.getByTestId('youtube-stand-in-to').fill('40');
    await host.page.getByTestId('youtube-stand-in-seek').click();
    for (const person of [mel, late])
      await expect.poll(async () => (await youtubeState(person.page))?.time ?? 0).toBeGreaterThan(40);
    await host.page.getByTestId('youtube-stand-in-pause').click();
    const youtubeAt = (await youtubeState(host.page))!.time;
    for (const person of [mel, late]) {
      await expect.poll(async () => (await youtubeState(person.page))?.state).toBe(2);
      await expect
        .poll(async () => Math.abs(((await youtubeState(person.page))?.time ?? 0) - youtubeAt))
        .toBeLessThanOrEqual(PLAYER_TOLERANCE_S);
    }

    // The host stops sharing: the stage is empty for everyone.
    await host.page.getByTestId('stop-sharing').click();
    for (const person of [host, mel, late]) await expect(person.page.getByTestId('stage')).toHaveCount(0);
  });
});
