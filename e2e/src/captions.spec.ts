import { readFileSync } from 'node:fs';
import {
  meetingScreenTexts,
  roomScreenTexts,
  TRANSCRIPTION_CLOSE,
  transcriptionMessages,
} from '@canstring/contracts';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions, fakeMediaArgsWith } from '../chromium';
import { SPOKEN_SENTENCE, spokenSentenceFile } from '../fake-voice';
import { administratorToken, graphql, uniqueName } from './admin-kit';
import { newMembers, signedInMember } from './chat-kit';
import { openSchedule, scheduleTexts, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';
import { guestInRoom, hostInRoom, type InRoom, memberInRoom, newMeeting, ownName, row } from './room-kit';
import { storedToken } from './session';

/**
 * Live captions between real browsers (spec 2 §2.7 Dialogue; spec 3 §4 Caption, §7 transcription
 * socket): the speaker's browser sends its speech to the transcription service, whose offline
 * recogniser's words reach everyone in the room.
 */

/** A finished caption line with the sentence, in the strip over the stage. */
const captionOf = (page: Page) =>
  page
    .getByTestId('caption-strip')
    .locator('[data-testid="caption-line"][data-final="true"]')
    .filter({ hasText: SPOKEN_SENTENCE });

/** The Dialogue tab's lines. */
const dialogueOf = async (page: Page) => {
  await page.getByTestId('tab-dialogue').click();
  return page.getByTestId('panel-dialogue');
};

test.describe('live captions', () => {
  const open: InRoom[] = [];
  let speakers: Browser | undefined;
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((person) => person.close()));
    await speakers?.close();
  });

  test('the host turns captions on; a participant speaks and everyone reads it in the strip and the Dialogue, a late joiner too; off stops it; the host downloads the transcript', async ({
    browser,
    request,
  }) => {
    // Three people in the room, a second browser and the recogniser: more than the specs' usual
    // five minutes on a loaded machine.
    test.setTimeout(480_000);
    // A meeting with one member: the host finds its transcript in their chat with them.
    const [member] = await newMembers(request, ['Cap']);
    const alias = await scheduleThroughGateway(
      request,
      await administratorToken(request),
      { userId: member!.id },
      uniqueName('Captions'),
    );
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    await host.page.getByTestId('toolbar-start').click();
    await host.page.getByTestId('toolbar-captions').click();
    await expect(host.page.getByTestId('toolbar-captions')).toHaveAttribute('data-on', 'true');

    // The member's browser hears the recorded sentence on its mic, again and again.
    speakers = await chromium.launch(chromiumLaunchOptions(fakeMediaArgsWith(spokenSentenceFile())));
    const mel = await memberInRoom(speakers, request, member!, alias);
    open.push(mel);
    const mic = mel.page.getByTestId('toolbar-mic');
    if ((await mic.getAttribute('aria-pressed')) !== 'true') await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');

    // The recogniser's exact words, under the speaker's name, for the host and the speaker alike. The
    // sentence loops: on a loaded machine a line can be lost (the room service did not answer its
    // signal in time) or misheard, and a later loop is read.
    await expect(captionOf(host.page).first()).toBeVisible({ timeout: 60_000 });
    await expect(captionOf(host.page).first()).toContainText(member!.firstName);
    await expect(captionOf(mel.page).first()).toBeVisible();
    await expect((await dialogueOf(host.page)).getByText(SPOKEN_SENTENCE).first()).toBeVisible();

    // Someone entering now finds the earlier lines in the Dialogue.
    const late = await guestInRoom(browser, alias, uniqueName('Lu'));
    open.push(late);
    await expect((await dialogueOf(late.page)).getByText(SPOKEN_SENTENCE).first()).toBeVisible();

    // Captions off: the strip goes for everyone and the speaker's socket is closed normally.
    await host.page.getByTestId('toolbar-captions').click();
    await expect(host.page.getByTestId('toolbar-captions')).toHaveAttribute('data-on', 'false');
    await expect(host.page.getByTestId('caption-strip')).toHaveCount(0);
    await expect(late.page.getByTestId('caption-strip')).toHaveCount(0);
    await expect(mel.page.getByTestId('caption-notice')).toHaveCount(0);

    // After the meeting the host downloads what was said, beside the recordings.
    await host.page.getByTestId('toolbar-end').click();
    await host.page
      .getByTestId('confirm-end')
      .getByRole('button', { name: roomScreenTexts.confirmEnd.end })
      .click();
    await openSchedule(host.page, { user: member!.id });
    await host.page.getByRole('button', { name: scheduleTexts.recordings }).click();
    const transcript = host.page.getByTestId('recordings').getByTestId('transcript-row');
    await expect(transcript).toHaveCount(1);
    const [download] = await Promise.all([
      host.page.waitForEvent('download'),
      transcript.getByRole('button', { name: meetingScreenTexts.keptTranscripts.text }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    expect(readFileSync(await download.path(), 'utf8')).toContain(SPOKEN_SENTENCE);
  });

  test('the transcription socket refuses someone who is not in the room, with the reason', async ({
    browser,
    request,
  }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    await host.page.getByTestId('toolbar-start').click();
    await host.page.getByTestId('toolbar-captions').click();
    await expect(host.page.getByTestId('toolbar-captions')).toHaveAttribute('data-on', 'true');
    const hostId = (await row(host.page, await ownName(host.page)).getAttribute('data-participant-id')) ?? '';
    const state = await graphql<{ roomState: { room: string } }>(
      request,
      'query ($p: ID!) { roomState(participantId: $p) { room } }',
      { p: hostId },
      await storedToken(host.page),
    );
    const room = state.data?.roomState.room ?? '';

    // A signed-in member of the platform, not in this meeting, claims the host's place on the socket.
    const [stranger] = await newMembers(request, ['Xo']);
    const outsider = await signedInMember(browser, request, stranger!);
    open.push({ page: outsider.page, close: () => outsider.context.close() });
    await outsider.page.goto(testPlatform().shellUrl);
    const config = (await (await request.get(`${testPlatform().shellUrl}/runtime-config.json`)).json()) as {
      transcriptionUrl: string;
    };
    const query = new URLSearchParams({ name: 'Xo', room, participantId: hostId });
    const closed = await outsider.page.evaluate(
      ({ url, token }) =>
        new Promise<{ code: number; reason: string }>((resolve) => {
          const socket = new WebSocket(url, [`bearer.${token}`]);
          socket.onopen = () => socket.send('start');
          socket.onclose = (event) => resolve({ code: event.code, reason: event.reason });
        }),
      { url: `${config.transcriptionUrl}?${query}`, token: (await storedToken(outsider.page)) ?? '' },
    );
    expect(closed).toEqual({ code: TRANSCRIPTION_CLOSE.refused, reason: transcriptionMessages.notInRoom });
  });
});
