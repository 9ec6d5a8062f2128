import { existsSync, rmSync } from 'node:fs';
import { lessonMessages } from '@canstring/contracts';
import type { LessonServiceContext } from '../context';
import { updateLesson } from '../db/lessons-repository';
import type { LessonRow } from '../db/schema';
import { inDataDir, thumbnailFileOf, videoFileOf } from '../video/locations';
import { probeVideo } from '../video/probe';
import { makeThumbnail } from '../video/thumbnail';

/**
 * Reads a new lesson's video from the shared DATA_DIR: its duration (ffprobe) and a thumbnail
 * (ffmpeg). A video that cannot be read is kept, failed with the reason, never offered to play.
 */
export const prepareLesson = async (ctx: LessonServiceContext, lesson: LessonRow): Promise<LessonRow> => {
  if (lesson.status !== 'preparing') return lesson;
  const signal = AbortSignal.timeout(ctx.config.LESSON_PROBE_TIMEOUT_MS);
  const videoPath = inDataDir(ctx.config.DATA_DIR, videoFileOf(lesson));
  const fail = async (failureReason: string, problem: string) => {
    ctx.log.warn({ lessonId: lesson.id, problem }, 'lesson video not readable');
    return (await updateLesson(ctx.db, lesson.id, { status: 'failed', failureReason })) ?? lesson;
  };
  if (!existsSync(videoPath)) return fail(lessonMessages.fileMissing, 'no file');
  const probe = await probeVideo(videoPath, signal);
  if (!probe.ok) return fail(lessonMessages.probeFailed, probe.problem);
  const thumbnailFile = thumbnailFileOf(lesson.id);
  const made = await makeThumbnail(
    videoPath,
    inDataDir(ctx.config.DATA_DIR, thumbnailFile),
    probe.durationSeconds,
    signal,
  );
  const ready = await updateLesson(ctx.db, lesson.id, {
    status: 'ready',
    failureReason: null,
    durationSeconds: probe.durationSeconds,
    thumbnailFile: made ? thumbnailFile : null,
  });
  return ready ?? lesson;
};

/** Removes a forgotten lesson's thumbnail. */
export const removeThumbnail = (ctx: LessonServiceContext, lesson: LessonRow): void => {
  if (lesson.thumbnailFile) rmSync(inDataDir(ctx.config.DATA_DIR, lesson.thumbnailFile), { force: true });
};
