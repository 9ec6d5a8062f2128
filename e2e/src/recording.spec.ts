import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordingMessages, recordingScreenTexts, roomScreenTexts } from '@canstring/contracts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { administratorToken, graphql, type Member, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { keepPeerConnections } from './conference-kit';
import {
  colourInFrame,
  colourOverTime,
  meanVolume,
  probe,
  type Rgb,
  shareSolidColourScreen,
} from './media-file-kit';
import {
  administratorAccount,
  continuePastPreview,
  scheduleTexts,
  scheduleThroughGateway,
} from './meeting-kit';
import { testPlatform } from './platform';
import { confirmCamera, control, type InRoom, ownName, row, SEND_SIGNAL } from './room-kit';
import { storedToken } from './session';

/**
 * Recording a meeting (spec 2 §2.5, spec 3 §4 Recording): the host records a three-person meeting
 * with a screen share in the middle; the media server captures every publisher, the recording
 * service composes one video after the stop, and the host finds it in the Recordings modal, plays it
 * in the page and downloads it. Runs in the network namespace of infra/bin/media-netns.sh (real
 * Janus), with Chromium's fake camera and the voice file as everyone's mic.
 */

/** The screen shared in the middle of the recording: a page of this one colour. */
const SCREEN_COLOUR: Rgb = [255, 0, 255];
/**
 * The share as the video must hold it: in its middle, over this much of the frame (the main picture
 * is 75% of it) and of the frame's centre; before it, at most this much.
 */
const SHARE_OF_FRAME = 0.25;
const SHARE_OF_CENTRE = 0.8;
const NO_SHARE = 0.01;
/** Where the video is looked at for no share: this long before the sharer pressed the button. */
const BEFORE_ASKED_S = 1.5;
/**
 * How long the meeting is recorded at least; when the screen share starts, how long it is seen, and
 * how long the meeting goes on after it, so the share sits in the middle of the recording.
 */
const RECORDED_MS = 20_000;
const SHARE_AFTER_MS = 5_000;
const SHARE_FOR_MS = 6_000;
const AFTER_SHARE_MS = 5_000;
/**
 * The longest the composition may be waited for here (a wait for a state, not a speed check: the
 * figure is bench/record's). Its target is 0.5x the meeting's length on 2 idle cores; beside two busy
 * loops it took 110 s (4x) on one machine, and a machine half as fast doubles that.
 */
const COMPOSED_WITHIN_MS = 480_000;

const texts = recordingScreenTexts;

interface Listed {
  id: string;
  uniqueName: string;
  status: string;
  failureReason: string | null;
  durationSeconds: number | null;
  startedAt: string | null;
  endedAt: string | null;
  downloadPath: string;
}

/** The group's recordings as the gateway lists them to the host, newest first. */
const recordingsOf = async (request: APIRequestContext, token: string, groupId: string) => {
  const answer = await graphql<{ recordings: { recordings: Listed[] } }>(
    request,
    `query ($with: MeetingTargetInput!) { recordings(with: $with, offset: 0, limit: 15) {
      recordings { id uniqueName status failureReason durationSeconds startedAt endedAt downloadPath } } }`,
    { with: { groupId } },
    token,
  );
  if (!answer.data) throw new Error(`recordings failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.recordings.recordings;
};

const enter = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  route: string,
  before?: (page: Page) => Promise<unknown>,
): Promise<InRoom> => {
  const signedIn = await signedInMember(browser, request, member);
  await keepPeerConnections(signedIn.page);
  await before?.(signedIn.page);
  await signedIn.page.goto(`${testPlatform().shellUrl}${route}`);
  await continuePastPreview(signedIn.page);
  await expect(signedIn.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
  return { page: signedIn.page, close: () => signedIn.context.close() };
};

const cameraOn = async (page: Page) => {
  const camera = page.getByTestId('toolbar-camera');
  await camera.click();
  await confirmCamera(page);
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
};

/** A length under an hour as the modal shows it: 0:21. */
const asClock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const indicator = (page: Page) => page.getByTestId('recording-indicator');
const toggle = (page: Page) => page.getByTestId('toolbar-recording');

/**
 * The meeting goes on until `at` (ms since the epoch): the recording's length is the content under
 * test, so this waits for the clock, not for a state.
 */
const meetingGoesOnUntil = async (page: Page, at: number) => {
  const left = at - Date.now();
  if (left > 0) await page.waitForTimeout(left);
};

/** A participant's own id in the room and their session token, as their page holds them. */
const ownCredentials = async (page: Page) => {
  const participantId = await row(page, await ownName(page)).getAttribute('data-participant-id');
  return { participantId: participantId!, token: (await storedToken(page))! };
};

test('the host records a three-person meeting with a screen share; the composed video is listed, plays in the page and holds the share in the middle; a participant cannot record; ending the meeting stops a recording', async ({
  browser,
  request,
}) => {
  // The meeting, its composition (COMPOSED_WITHIN_MS at most) and the checks of its file.
  test.setTimeout(900_000);
  const [ana, bea] = await newMembers(request, ['Rec', 'Rec']);
  const hostAccount = await administratorAccount(request);
  // The host is in the group too: its chat is where they find the meeting's recordings.
  const groupId = await newGroup(request, uniqueName('Recorded'), [hostAccount, ana!, bea!]);
  const hostToken = await administratorToken(request);
  const meetingNumberOf = async (alias: string) => {
    const answer = await graphql<{ hostEntry: { meetingNumber: string } }>(
      request,
      'query ($alias: String!, $d: String!, $z: String!) { hostEntry(alias: $alias, currentDate: $d, zone: $z) { meetingNumber } }',
      { alias, d: new Date().toISOString(), z: 'UTC' },
      hostToken,
    );
    return answer.data!.hostEntry.meetingNumber;
  };
  const alias = await scheduleThroughGateway(request, hostToken, { groupId }, uniqueName('Recorded meeting'));
  const meetingNumber = await meetingNumberOf(alias);

  const open: InRoom[] = [];
  try {
    const host = await enter(browser, request, hostAccount, `/host/${alias}`);
    open.push(host);
    await host.page.getByTestId('toolbar-start').click();
    await expect(host.page.getByTestId('toolbar-end')).toBeVisible();
    const sharer = await enter(browser, request, ana!, `/join/${alias}/${ana!.firstName}`, (page) =>
      shareSolidColourScreen(page, SCREEN_COLOUR),
    );
    open.push(sharer);
    const third = await enter(browser, request, bea!, `/join/${alias}/${bea!.firstName}`);
    open.push(third);
    await cameraOn(host.page);
    await cameraOn(sharer.page);
    await control(host.page, await ownName(sharer.page), roomScreenTexts.participantMenu.allowScreen);

    // A participant has no Recording toggle, and the server refuses them both ways.
    await expect(toggle(host.page)).toHaveText(texts.toolbar.start);
    await expect(toggle(sharer.page)).toHaveCount(0);
    await expect(toggle(third.page)).toHaveCount(0);
    const forger = await ownCredentials(third.page);
    const forgedStart = await graphql(
      request,
      'mutation ($m: String!, $p: ID!) { startRecording(meetingNumber: $m, participantId: $p) }',
      { m: meetingNumber, p: forger.participantId },
      forger.token,
    );
    expect(forgedStart.errors?.[0]).toMatchObject({
      message: recordingMessages.onlyHostsRecord,
      extensions: { code: 'FORBIDDEN' },
    });
    const forgedStatus = await graphql(
      request,
      SEND_SIGNAL,
      {
        p: forger.participantId,
        m: 'recordingStatus',
        d: JSON.stringify({ recording: true, recordingId: 'forged' }),
      },
      forger.token,
    );
    expect(forgedStatus.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    // Nor may a host announce a recording the server did not start.
    const hostCredentials = await ownCredentials(host.page);
    const hostStatus = await graphql(
      request,
      SEND_SIGNAL,
      {
        p: hostCredentials.participantId,
        m: 'recordingStatus',
        d: JSON.stringify({ recording: true, recordingId: 'forged' }),
      },
      hostCredentials.token,
    );
    expect(hostStatus.errors?.[0]).toMatchObject({
      message: recordingMessages.statusFromServerOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    await expect(indicator(host.page)).toHaveCount(0);

    // The host records: everyone is told.
    await toggle(host.page).click();
    await expect(toggle(host.page)).toHaveAttribute('data-recording', 'true');
    const recordingShown = Date.now();
    for (const { page } of open) await expect(indicator(page)).toHaveText(texts.indicator);
    // Starting twice is refused with the server's words (a second tab of the host's, say).
    const again = await graphql(
      request,
      'mutation ($m: String!, $p: ID!) { startRecording(meetingNumber: $m, participantId: $p) }',
      {
        m: meetingNumber,
        p: await row(host.page, await ownName(host.page)).getAttribute('data-participant-id'),
      },
      hostToken,
    );
    expect(again.errors?.[0]?.message).toBe(recordingMessages.alreadyRunning);

    // The screen share in the middle of the recording.
    await meetingGoesOnUntil(host.page, recordingShown + SHARE_AFTER_MS);
    const share = sharer.page.getByTestId('toolbar-screen');
    const shareAsked = Date.now();
    await share.click();
    await expect(share).toHaveText(roomScreenTexts.toolbar.stopScreen, { timeout: 30_000 });
    await expect
      .poll(
        () =>
          host.page
            .getByTestId('screen-video')
            .evaluate((video: HTMLVideoElement) => video.videoWidth)
            .catch(() => 0),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const shareSeen = Date.now();
    await meetingGoesOnUntil(host.page, shareSeen + SHARE_FOR_MS);
    await share.click();
    await expect(share).toHaveText(roomScreenTexts.toolbar.shareScreen);
    const shareStopped = Date.now();
    await expect(host.page.getByTestId('screen-share-area')).toHaveCount(0);

    await meetingGoesOnUntil(
      host.page,
      Math.max(recordingShown + RECORDED_MS, shareStopped + AFTER_SHARE_MS),
    );
    await toggle(host.page).click();
    const stoppedAt = Date.now();
    for (const { page } of open) await expect(indicator(page)).toHaveCount(0);
    await expect(toggle(host.page)).toHaveText(texts.toolbar.start);

    // The host's Recordings modal (another tab: the room goes on) shows it being prepared, then ready.
    const list = await host.page.context().newPage();
    // The group chat's schedule view (openSchedule's steps, with the time a loaded machine takes).
    await list.goto(`${testPlatform().shellUrl}/?group=${groupId}&view=schedule`);
    await expect(list.getByTestId('schedule-view')).toBeVisible({ timeout: 60_000 });
    await list.getByRole('button', { name: scheduleTexts.recordings }).click();
    const dialog = list.getByTestId('recordings');
    const listed = dialog.getByTestId('recording-row');
    await expect(listed).toHaveCount(1);
    await expect(listed).toHaveAttribute('data-status', 'ready', { timeout: COMPOSED_WITHIN_MS });
    const composedIn = Date.now() - stoppedAt;
    const [recording] = await recordingsOf(request, hostToken, groupId);
    const capturedSeconds = (Date.parse(recording!.endedAt!) - Date.parse(recording!.startedAt!)) / 1000;
    console.info(
      `recording: ${capturedSeconds.toFixed(1)} s captured, ready ${(composedIn / 1000).toFixed(1)} s after the stop (${(composedIn / 1000 / capturedSeconds).toFixed(2)}x)`,
    );
    expect(capturedSeconds).toBeGreaterThanOrEqual(RECORDED_MS / 1000);
    expect(recording!.durationSeconds).not.toBeNull();
    expect(Math.abs(recording!.durationSeconds! - capturedSeconds)).toBeLessThan(3);
    await expect(listed.getByTestId('recording-status')).toHaveText(texts.list.statuses.ready);
    await expect(listed.getByTestId('recording-duration')).toHaveText(asClock(recording!.durationSeconds!));

    // It plays in the page.
    await listed.getByRole('button', { name: texts.list.play }).click();
    const player = dialog.getByTestId('recording-player');
    await expect
      .poll(
        () => player.evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && video.currentTime > 1),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

    // Its file, downloaded as the modal does: audio and video of the meeting's length, the shared
    // screen large in the middle and nowhere before it.
    const response = await request.get(`${testPlatform().fileServerUrl}${recording!.downloadPath}`, {
      headers: { authorization: `Bearer ${hostToken}` },
    });
    expect(response.status()).toBe(200);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'canstring-recording-')), 'meeting.mkv');
    writeFileSync(file, await response.body());
    const probed = await probe(file);
    expect(probed.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
    expect(Math.abs(probed.duration - capturedSeconds)).toBeLessThan(3);
    expect(await meanVolume(file)).toBeGreaterThan(-60);
    const startedAt = Date.parse(recording!.startedAt!);
    const middleOfShare = ((shareSeen + shareStopped) / 2 - startedAt) / 1000;
    const during = await colourInFrame(file, middleOfShare, SCREEN_COLOUR);
    // Before the sharer asked (the host sees the share seconds after the SFU has its first picture).
    const before = await colourInFrame(
      file,
      Math.max(1, (shareAsked - startedAt) / 1000 - BEFORE_ASKED_S),
      SCREEN_COLOUR,
    );
    console.info(
      `recording: frame ${during.width}x${during.height}; screen colour over ${(during.share * 100).toFixed(0)}% of the frame at ${middleOfShare.toFixed(1)} s (centre ${(during.centreShare * 100).toFixed(0)}%), ${(before.share * 100).toFixed(1)}% before the share (asked at ${((shareAsked - startedAt) / 1000).toFixed(1)} s, seen at ${((shareSeen - startedAt) / 1000).toFixed(1)} s)`,
    );
    // Should the share be missing, where it is (or what is there instead) second by second.
    const account =
      during.share > SHARE_OF_FRAME && during.centreShare > SHARE_OF_CENTRE && before.share < NO_SHARE
        ? ''
        : `the share was seen ${((shareSeen - startedAt) / 1000).toFixed(1)}-${((shareStopped - startedAt) / 1000).toFixed(1)} s; the video, each second:\n${await colourOverTime(file, probed.duration, SCREEN_COLOUR)}`;
    expect(during.share, account).toBeGreaterThan(SHARE_OF_FRAME);
    expect(during.centreShare, account).toBeGreaterThan(SHARE_OF_CENTRE);
    expect(before.share, account).toBeLessThan(NO_SHARE);
    await list.close();

    // Someone who comes in while the meeting is being recorded is told before entering, and sees the
    // indicator once in: the third leaves, the host records again, the third comes back.
    await third.page.getByTestId('toolbar-leave').click();
    await third.page
      .getByTestId('confirm-leave')
      .getByRole('button', { name: roomScreenTexts.confirmLeave.leave })
      .click();
    await expect(third.page.getByTestId('meeting-screen')).toHaveCount(0);
    await toggle(host.page).click();
    for (const { page } of [host, sharer]) await expect(indicator(page)).toHaveText(texts.indicator);
    await third.page.goto(`${testPlatform().shellUrl}/join/${alias}/${bea!.firstName}`);
    await expect(third.page.getByTestId('recorded-meeting-notice')).toHaveText(texts.beforeEntering);
    await continuePastPreview(third.page);
    await expect(third.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
    await expect(indicator(third.page)).toHaveText(texts.indicator);
    await expect(toggle(third.page)).toHaveCount(0);

    // Ending the meeting stops the recording that runs: it is listed and composed like any other.
    await host.page.getByTestId('toolbar-end').click();
    await host.page
      .getByTestId('confirm-end')
      .getByRole('button', { name: roomScreenTexts.confirmEnd.end })
      .click();
    await expect
      .poll(
        async () => {
          const [newest] = await recordingsOf(request, hostToken, groupId);
          return {
            other: newest?.id !== recording!.id,
            status: newest?.status,
            ended: Boolean(newest?.endedAt),
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({ other: true, status: expect.stringMatching(/^(composing|ready)$/), ended: true });
    for (const { page } of [sharer, third]) await expect(indicator(page)).toHaveCount(0);
  } finally {
    for (const person of open) await person.close();
  }
});
