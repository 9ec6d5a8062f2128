import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AttachmentUploadAnswer,
  attachmentUploadFields,
  fileServerPaths,
  LESSON_MARKER_PAUSE_WITHIN_MS,
  lessonFilePaths,
} from '@canstring/contracts';
import { chromiumLaunchOptions } from '@canstring/e2e/chromium';
import { administratorToken, graphql, tokenOf, uniqueName } from '@canstring/e2e/kit/admin-kit';
import { newGroup, newMembers } from '@canstring/e2e/kit/chat-kit';
import { administratorAccount } from '@canstring/e2e/kit/meeting-kit';
import { testPlatform } from '@canstring/e2e/kit/platform';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { launchPlatform, missingBuilds } from '../join/platform';
import { positive } from '../settings';
import { startBareFileServer } from './bare-file-server';
import { timeMarkerPauses } from './marker-pause';
import {
  type Spread,
  spreadOf,
  timeVideo,
  timingsOf,
  type VideoSamples,
  type VideoTimings,
} from './video-timing';

const VIDEO_SECONDS = 120;
/** A set every 15 s (the closest the rules allow), each a note the learner dismisses. */
const SET_TIMES = [5, 20, 35, 50, 65, 80, 95, 110];

/** A 2-minute 640×360 H.264 mp4 at 30 frames a second, a key frame a second (a typical lesson export). */
const makeVideo = (dir: string): string => {
  const file = path.join(dir, 'lesson.mp4');
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
        `testsrc2=duration=${VIDEO_SECONDS}:size=640x360:rate=30`,
      ],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '1M', '-g', '30', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', file],
    ],
    { stdio: 'ignore', timeout: 300_000 },
  );
  return file;
};

export interface PlaybackFigures {
  videoBytes: number;
  ours: VideoTimings;
  bare: VideoTimings;
  markerPause: Spread & { withinMs: number; over: number };
}

/**
 * The client's side of the lessons' figures, on the built product started by its launcher (fresh
 * data): a lesson video shared in a class's chat; in Debian's Chromium, Play → first frame and seek →
 * playing again from our file server (ticket, lesson lookup, HTTP Range) beside the same file from a
 * bare static server, in the same run; and how late the learner's player stops at each question set.
 */
export const measurePlayback = async (): Promise<PlaybackFigures> => {
  const missing = missingBuilds();
  if (missing.length) throw new Error(`Build first (pnpm run build); no dist for: ${missing.join(', ')}`);
  const samples = positive('LESSONS_BENCH_PLAYS', 10);
  const learners = positive('LESSONS_BENCH_LEARNERS', 3);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lessons-bench-video-'));
  const cleanups: (() => Promise<unknown>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  try {
    const file = makeVideo(dir);
    const platform = await launchPlatform();
    cleanups.unshift(() => platform.stop());
    const request = await playwrightRequest.newContext();
    cleanups.unshift(() => request.dispose());
    const hostToken = await administratorToken(request);
    const people = await newMembers(
      request,
      Array.from({ length: learners }, (_, i) => `Learner${i + 1}`),
    );
    const classId = await newGroup(request, uniqueName('Lessons bench'), [
      await administratorAccount(request),
      ...people,
    ]);

    const form = new FormData();
    form.append(attachmentUploadFields.groupId, classId);
    form.append(
      attachmentUploadFields.file,
      new Blob([readFileSync(file)], { type: 'video/mp4' }),
      'lesson.mp4',
    );
    const uploaded = await fetch(`${testPlatform().fileServerUrl}${fileServerPaths.attachments}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hostToken}` },
      body: form,
    });
    if (!uploaded.ok) throw new Error(`upload: HTTP ${uploaded.status} ${await uploaded.text()}`);
    const attachment = ((await uploaded.json()) as AttachmentUploadAnswer).attachment;

    // The lesson, once read (duration and thumbnail).
    let lessonId = '';
    for (const deadline = Date.now() + 120_000; !lessonId; ) {
      const page = await graphql<{ lessons: { lessons: { id: string; title: string; status: string }[] } }>(
        request,
        'query ($c: ID!) { lessons(classId: $c, limit: 100) { lessons { id title status } } }',
        { c: classId },
        hostToken,
      );
      const lesson = page.data?.lessons.lessons.find((l) => l.title === attachment.originalName);
      if (lesson?.status === 'ready') lessonId = lesson.id;
      else if (lesson?.status === 'failed' || Date.now() > deadline)
        throw new Error(`the lesson is not ready: ${JSON.stringify(lesson ?? page.errors)}`);
      else await new Promise((r) => setTimeout(r, 250));
    }

    // Its sets: a note at each of SET_TIMES.
    const sets = [];
    for (const time of SET_TIMES) {
      const made = await graphql<{ createLessonQuestion: { id: string } }>(
        request,
        'mutation ($l: ID!, $q: LessonQuestionInput!) { createLessonQuestion(lessonId: $l, question: $q) { id } }',
        { l: lessonId, q: { type: 'notes', text: `Note at ${time} s` } },
        hostToken,
      );
      const id = made.data?.createLessonQuestion.id;
      if (!id) throw new Error(`createLessonQuestion: ${JSON.stringify(made.errors)}`);
      sets.push({ questionIds: [id], time, required: false });
    }
    const saved = await graphql(
      request,
      'mutation ($l: ID!, $s: [QuestionSetInput!]!) { saveQuestionSets(lessonId: $l, sets: $s) { sets { id } } }',
      { l: lessonId, s: sets },
      hostToken,
    );
    if (saved.errors) throw new Error(`saveQuestionSets: ${JSON.stringify(saved.errors)}`);

    const learner = people[0]!;
    const learnerToken = await tokenOf(request, learner.email, learner.password);
    const ticket = await graphql<{ lessonPlayTicket: { ticket: string } }>(
      request,
      'query ($c: ID!) { lessonPlayTicket(classId: $c) { ticket } }',
      { c: classId },
      learnerToken,
    );
    const ours = `${testPlatform().fileServerUrl}${lessonFilePaths.video(Number(lessonId), ticket.data?.lessonPlayTicket.ticket ?? '')}`;
    const bare = await startBareFileServer(file, 'video/mp4');
    cleanups.unshift(() => bare.close());

    const browser = await chromium.launch({
      ...chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']),
      headless: true,
    });
    cleanups.unshift(() => browser.close());
    // Alternated, so the machine's load falls on both alike; a warm-up of each first.
    await timeVideo(browser, bare.url, 1);
    await timeVideo(browser, ours, 1);
    const oursRuns: VideoSamples[] = [];
    const bareRuns: VideoSamples[] = [];
    for (let i = 0; i < samples; i += 1) {
      bareRuns.push(await timeVideo(browser, bare.url, 1));
      oursRuns.push(await timeVideo(browser, ours, 1));
    }

    const lateness: number[] = [];
    for (const person of people)
      lateness.push(
        ...(await timeMarkerPauses(browser, request, {
          learner: person,
          classId,
          lessonId,
          setTimes: SET_TIMES,
        })),
      );
    const pause = spreadOf(lateness.map((ms) => Math.abs(ms)));
    return {
      videoBytes: readFileSync(file).byteLength,
      ours: timingsOf(oursRuns),
      bare: timingsOf(bareRuns),
      markerPause: {
        ...pause,
        withinMs: LESSON_MARKER_PAUSE_WITHIN_MS,
        over: lateness.filter((ms) => Math.abs(ms) > LESSON_MARKER_PAUSE_WITHIN_MS).length,
      },
    };
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
  }
};
