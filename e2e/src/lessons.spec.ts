import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LESSON_MARKER_PAUSE_WITHIN_MS,
  lessonDurationText,
  lessonFilePaths,
  lessonMessages,
  lessonScreenTexts,
  shortLessonTitle,
} from '@canstring/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { graphql, tokenOf } from './admin-kit';
import { newGroup, newMembers, type SignedInMember, signedInMember } from './chat-kit';
import { administratorAccount } from './meeting-kit';
import { testPlatform } from './platform';

/**
 * Interactive-video lessons end to end (spec 2 §2.6, §4, §5): a host shares an mp4 in a class's
 * chat, builds a required assessment at 5 s and a poll at 25 s in the editor (a set at 12 s refused in
 * the page and by the server), a learner is stopped at 5 s and cannot go on or skip past it unanswered,
 * answers, reaches the poll and sees the class's counts; the host reads the learner's score; someone
 * outside the class is refused in the page and on every direct call, the video's bytes included.
 */
test.setTimeout(300_000);

const VIDEO_NAME = 'tides-and-waves.mp4';
const VIDEO_SECONDS = 40;

/** A 40 s H.264 mp4 (ffmpeg's test picture, with a moving counter), made here as a teacher would export one. */
const makeLessonVideo = (): Buffer => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lesson-video-'));
  try {
    const file = path.join(dir, VIDEO_NAME);
    execFileSync(
      'ffmpeg',
      [
        ...[
          '-y',
          '-v',
          'error',
          '-f',
          'lavfi',
          '-i',
          `testsrc=duration=${VIDEO_SECONDS}:size=320x240:rate=15`,
        ],
        ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '15', '-movflags', '+faststart', file],
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The lesson's video uploaded, then read and thumbnailed by the lesson service, on a loaded machine. */
const UPLOAD_AND_PROCESSING_MS = 120_000;

const editorTexts = lessonScreenTexts.editor;
const resultsTexts = lessonScreenTexts.results;

/** The Class View of the page's chat, opened from the chat header's button. */
const openClassView = async (page: Page) => {
  await page.getByTestId('chat-header').getByTestId('class-view').click();
  await expect(page).toHaveURL(/\/lessons\?class=\d+/);
  const view = page.getByTestId('area-lessons').getByTestId('class-view');
  await expect(view).toBeVisible();
  return view;
};

const videoTime = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluate((video: HTMLVideoElement) => ({ time: video.currentTime, paused: video.paused }));

/** The position at the player's last pause() (recorded by the page's init script). */
const lastPause = (page: Page) =>
  page.evaluate(() => (window as unknown as { pausedAt: number[] }).pausedAt.at(-1) ?? Number.NaN);

/** Moves the editor's video to a time by typing it, and waits until the editor stands there. */
const editorAt = async (page: Page, seconds: number) => {
  const time = page.getByTestId('editor-time');
  await time.fill(String(seconds));
  await time.press('Enter');
  await expect(page.getByTestId('editor-position')).toContainText(`${lessonDurationText(seconds)} /`);
};

/** Writes a question of the open tab with its options (the correct ones ticked, for an assessment). */
const writeQuestion = async (page: Page, text: string, options: string[], correct: number[] = []) => {
  const form = page.getByTestId('question-form');
  await form.getByTestId('question-text').fill(text);
  for (const [index, option] of options.entries()) {
    if (index >= (await form.getByTestId('question-option').count()))
      await form.getByTestId('add-option').click();
    await form.getByTestId('question-option').nth(index).fill(option);
  }
  for (const index of correct) await form.getByTestId('option-correct').nth(index).click();
  await form.getByTestId('add-question').click();
  await expect(page.getByTestId('bank-question').filter({ hasText: text })).toBeVisible();
};

const gqlCode = (answer: { errors?: { message: string; extensions?: { code?: string } }[] }) => [
  answer.errors?.[0]?.extensions?.code,
  answer.errors?.[0]?.message,
];

const refusedEverywhere = async (
  request: APIRequestContext,
  token: string,
  classId: string,
  lessonId: string,
) => {
  const list = await graphql(
    request,
    'query ($c: ID!) { lessons(classId: $c) { total } }',
    { c: classId },
    token,
  );
  expect(gqlCode(list)).toEqual(['FORBIDDEN', lessonMessages.notInClass]);
  const play = await graphql(
    request,
    'query ($l: ID!) { lessonPlay(lessonId: $l) { score } }',
    { l: lessonId },
    token,
  );
  expect(gqlCode(play)).toEqual(['FORBIDDEN', lessonMessages.notInClass]);
  const editor = await graphql(
    request,
    'query ($l: ID!) { lessonEditor(lessonId: $l) { sets { id } } }',
    { l: lessonId },
    token,
  );
  expect(gqlCode(editor)[0]).toBe('FORBIDDEN');
  const ticket = await graphql(
    request,
    'query ($c: ID!) { lessonPlayTicket(classId: $c) { ticket } }',
    { c: classId },
    token,
  );
  expect(gqlCode(ticket)).toEqual(['FORBIDDEN', lessonMessages.notInClass]);
  const { fileServerUrl } = testPlatform();
  const video = await request.get(`${fileServerUrl}/lessons/${lessonId}/video`, {
    headers: { authorization: `Bearer ${token}`, range: 'bytes=0-99' },
  });
  expect(video.status()).toBe(403);
  const thumbnail = await request.get(`${fileServerUrl}/lessons/${lessonId}/thumbnail?ticket=made-up.ticket`);
  expect(thumbnail.status()).toBe(403);
};

test('a host builds a lesson’s question sets, a learner is held at the required one, answers, sees the poll; outsiders are refused', async ({
  browser,
  request,
}) => {
  const video = makeLessonVideo();
  const host = await administratorAccount(request);
  const [learner, outsider] = await newMembers(request, ['Lena', 'Ozzy']);
  const classId = await newGroup(request, `Oceans ${Date.now().toString(36)}`, [host, learner!]);
  const people: SignedInMember[] = [];
  try {
    // ── The host shares the video in the class's chat and opens Class View ──
    const teacher = await signedInMember(browser, request, host, { group: classId });
    people.push(teacher);
    await teacher.page
      .getByTestId('attach-input')
      .setInputFiles({ name: VIDEO_NAME, mimeType: 'video/mp4', buffer: video });
    await expect(teacher.page.getByTestId('attachment-card').filter({ hasText: VIDEO_NAME })).toBeVisible({
      timeout: UPLOAD_AND_PROCESSING_MS,
    });
    const classView = await openClassView(teacher.page);
    const card = classView.getByTestId('lesson-card').filter({ has: teacher.page.getByTitle(VIDEO_NAME) });
    await expect(card).toHaveAttribute('data-status', 'ready', { timeout: UPLOAD_AND_PROCESSING_MS });
    await expect(card.getByTestId('lesson-card-title')).toHaveText(shortLessonTitle(VIDEO_NAME));
    await expect(card.getByTestId('lesson-card-duration')).toHaveText(lessonDurationText(VIDEO_SECONDS));
    await expect(card.getByTestId('lesson-card-thumbnail').getByRole('img')).toBeVisible();
    const lessonId = (await card.getAttribute('data-id')) as string;

    // ── The editor: a required assessment at 5 s, a poll at 25 s; nothing chosen and 12 s refused ──
    await card.getByTestId('lesson-open-edit').click();
    const page = teacher.page;
    await expect(page.getByTestId('lesson-editor')).toBeVisible();
    await expect(page.getByTestId('editor-position')).toContainText(`/ ${lessonDurationText(VIDEO_SECONDS)}`);
    await expect(page.getByTestId('save-interactive-video')).toHaveCount(0);

    await page.getByRole('tab', { name: editorTexts.tabs.assessment }).click();
    await writeQuestion(page, 'How many high tides a day?', ['One', 'Two'], [1]);
    await editorAt(page, 5);
    await page.getByTestId('set-required').click();
    await page.getByTestId('add-selected').click();
    await expect(page.getByTestId('question-set-row')).toHaveCount(1);
    await expect(page.getByTestId('question-set-row').first()).toHaveAttribute('data-required', 'true');
    await expect(page.getByTestId('editor-marker')).toHaveCount(1);
    await expect(page.getByTestId('save-interactive-video')).toBeVisible();

    await editorAt(page, 30);
    await page.getByTestId('add-selected').click();
    await expect(page.getByTestId('editor-problem')).toHaveText(lessonMessages.selectAtLeastOneQuestion);

    await page.getByRole('tab', { name: editorTexts.tabs.poll }).click();
    await writeQuestion(page, 'Have you seen a spring tide?', ['Yes', 'No']);
    await editorAt(page, 12);
    await page.getByTestId('add-selected').click();
    await expect(page.getByTestId('editor-problem')).toHaveText(lessonMessages.questionSetNearBy);
    await expect(page.getByTestId('question-set-row')).toHaveCount(1);
    await editorAt(page, 25);
    await page.getByTestId('add-selected').click();
    await expect(page.getByTestId('question-set-row')).toHaveCount(2);
    await expect(page.getByTestId('editor-marker')).toHaveCount(2);

    await page.getByTestId('save-interactive-video').click();
    await expect(page.getByTestId('toast').filter({ hasText: lessonMessages.saveSucceeded })).toBeVisible();
    await expect(page.getByTestId('save-interactive-video')).toHaveCount(0);

    // The server holds the same rule: a set at 12 s sent straight to the gateway is refused, nothing changed.
    const hostToken = await tokenOf(request, host.email, host.password);
    const saved = await graphql<{
      lessonEditor: { sets: { id: string; questionIds: string[]; time: number; required: boolean }[] };
    }>(
      request,
      'query ($l: ID!) { lessonEditor(lessonId: $l) { sets { id questionIds time required } } }',
      { l: lessonId },
      hostToken,
    );
    const sets = saved.data?.lessonEditor.sets ?? [];
    expect(sets.map((set) => [set.time, set.required])).toEqual([
      [5, true],
      [25, false],
    ]);
    const sneaked = await graphql(
      request,
      'mutation ($l: ID!, $s: [QuestionSetInput!]!) { saveQuestionSets(lessonId: $l, sets: $s) { sets { id } } }',
      { l: lessonId, s: [...sets, { questionIds: sets[1]?.questionIds, time: 12 }] },
      hostToken,
    );
    expect(gqlCode(sneaked)).toEqual(['BAD_INPUT', lessonMessages.questionSetNearBy]);

    // ── The learner plays: held at 5 s until the required set is answered ──
    const student = await signedInMember(browser, request, learner!, { group: classId });
    people.push(student);
    // Where the video stood when the player paused it (before it may move it back to the set's time).
    await student.context.addInitScript({
      content: `window.pausedAt = [];
        const pause = HTMLMediaElement.prototype.pause;
        HTMLMediaElement.prototype.pause = function () {
          if (!this.paused) window.pausedAt.push(this.currentTime);
          return pause.call(this);
        };`,
    });
    await student.page.reload();
    const learnerView = await openClassView(student.page);
    const learnerCard = learnerView
      .getByTestId('lesson-card')
      .filter({ has: student.page.getByTitle(VIDEO_NAME) });
    await expect(learnerCard.getByTestId('lesson-open-edit')).toHaveCount(0);
    await learnerCard.getByTestId('lesson-open-play').click();
    const player = student.page;
    await expect(player.getByTestId('lesson-player')).toBeVisible();
    await expect(player.getByTestId('lesson-marker')).toHaveCount(2);
    await expect(player.getByTestId('lesson-play')).toBeEnabled();
    await player.getByTestId('lesson-play').click();
    const requiredSet = player.getByTestId('question-set');
    await expect(requiredSet).toBeVisible();
    await expect(requiredSet).toHaveAttribute('data-required', 'true');
    const stopped = await videoTime(player, 'lesson-video');
    expect(stopped.paused).toBe(true);
    expect(Math.abs((await lastPause(player)) - 5) * 1000).toBeLessThanOrEqual(LESSON_MARKER_PAUSE_WITHIN_MS);

    // Play again, or seek past it: refused, the video stays where it stopped.
    await player.getByTestId('lesson-play').click();
    await expect(player.getByTestId('required-set-blocked')).toBeVisible();
    expect(await videoTime(player, 'lesson-video')).toEqual({ time: stopped.time, paused: true });
    await player.getByTestId('lesson-seek-bar').fill('20');
    await expect(player.getByTestId('required-set-blocked')).toBeVisible();
    const afterSeek = await videoTime(player, 'lesson-video');
    expect(afterSeek.paused).toBe(true);
    expect(afterSeek.time).toBeLessThanOrEqual(5 + LESSON_MARKER_PAUSE_WITHIN_MS / 1000);
    // And straight to the server: progress past it is refused too.
    const learnerToken = await tokenOf(request, learner!.email, learner!.password);
    const skipped = await graphql(
      request,
      'mutation ($l: ID!) { saveLessonProgress(lessonId: $l, position: 20) { position } }',
      { l: lessonId },
      learnerToken,
    );
    expect(gqlCode(skipped)).toEqual(['CONFLICT', lessonMessages.requiredSetFirst]);

    // Answered: scored with feedback, then on.
    await requiredSet.getByTestId('answer-option').filter({ hasText: 'Two' }).click();
    await requiredSet.getByTestId('question-set-submit').click();
    await expect(requiredSet.getByTestId('answer-feedback')).toHaveAttribute('data-correct', 'true');
    await requiredSet.getByTestId('question-set-continue').click();
    await expect(player.getByTestId('lesson-video')).toHaveAttribute('data-playing', 'true');
    // Past the answered set the learner may skip ahead: to 22 s, and the video stops at the poll.
    await player.getByTestId('lesson-seek-bar').fill('22');
    const pollSet = player.getByTestId('question-set').filter({ has: player.getByTestId('poll-question') });
    await expect(pollSet).toBeVisible();
    const atPoll = await videoTime(player, 'lesson-video');
    expect(atPoll.paused).toBe(true);
    expect(Math.abs((await lastPause(player)) - 25) * 1000).toBeLessThanOrEqual(
      LESSON_MARKER_PAUSE_WITHIN_MS,
    );
    await pollSet.getByTestId('poll-option').filter({ hasText: 'Yes' }).click();
    await pollSet.getByTestId('question-set-submit').click();
    const counts = player.getByTestId('poll-counts');
    await expect(counts).toHaveAttribute('data-total', '1');
    await expect(counts.locator('[data-testid="poll-count"][data-option="Yes"]')).toHaveAttribute(
      'data-count',
      '1',
    );
    await expect(counts.locator('[data-testid="poll-count"][data-option="No"]')).toHaveAttribute(
      'data-count',
      '0',
    );

    // ── The host reads the learner's score and the poll's counts ──
    await page.getByTestId('editor-back').click();
    const back = page.getByTestId('area-lessons').getByTestId('class-view');
    await back
      .getByTestId('lesson-card')
      .filter({ has: page.getByTitle(VIDEO_NAME) })
      .getByTestId('lesson-open-results')
      .click();
    const row = page.locator(`[data-testid="learner-row"][data-user-id="${learner!.id}"]`);
    await expect(row.getByTestId('learner-score')).toHaveText(resultsTexts.scoreOf(1, 1));
    await expect(page.getByTestId('poll-result').getByTestId('poll-result-count').first()).toBeVisible();

    // ── Someone outside the class: refused in the page and on every direct call ──
    const stranger = await signedInMember(browser, request, outsider!);
    people.push(stranger);
    await stranger.page.goto(`${testPlatform().shellUrl}/lessons?class=${classId}`);
    await expect(stranger.page.getByTestId('area-lessons').getByTestId('area-error')).toContainText(
      lessonMessages.notInClass,
    );
    await expect(stranger.page.getByTestId('lesson-card')).toHaveCount(0);
    await refusedEverywhere(
      request,
      await tokenOf(request, outsider!.email, outsider!.password),
      classId,
      lessonId,
    );
    // A member's ticket opens the video; the same address with a ticket of nobody's opens nothing.
    const ticket = await graphql<{ lessonPlayTicket: { ticket: string } }>(
      request,
      'query ($c: ID!) { lessonPlayTicket(classId: $c) { ticket } }',
      { c: classId },
      learnerToken,
    );
    const memberBytes = await request.get(
      `${testPlatform().fileServerUrl}${lessonFilePaths.video(Number(lessonId), ticket.data?.lessonPlayTicket.ticket ?? '')}`,
      { headers: { range: 'bytes=0-99' } },
    );
    expect(memberBytes.status()).toBe(206);
  } finally {
    for (const person of people) await person.context.close();
  }
});
