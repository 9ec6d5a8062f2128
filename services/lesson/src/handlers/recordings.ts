import { existsSync } from 'node:fs';
import { AppError, ErrorCode, lessonEndpoints, lessonMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireTeacher } from '../access/class-access';
import { findClassRecording } from '../access/class-recordings';
import { lessonForTeacher } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import { toLesson } from '../db/lesson-mapper';
import { deleteLesson, insertPublishedRecording, setCountsOf } from '../db/lessons-repository';
import { prepareLesson, removeThumbnail } from '../intake/prepare-lesson';
import { inDataDir, recordingVideoFileOf } from '../video/locations';

/** Meeting recordings a teacher publishes to the class as lessons (the Recordings modal). */
export const recordingHandlers = (ctx: LessonServiceContext) => [
  handler(lessonEndpoints.publishRecording, async ({ actor, classId, uniqueName }) => {
    const teacher = await requireTeacher(ctx, actor, classId);
    const recording = await findClassRecording(ctx, actor, classId, uniqueName);
    if (!recording) throw new AppError(ErrorCode.NotFound, lessonMessages.recordingNotInClass);
    const playable = existsSync(inDataDir(ctx.config.DATA_DIR, recordingVideoFileOf(uniqueName)));
    if (recording.status !== 'ready' || !playable)
      throw new AppError(ErrorCode.Conflict, lessonMessages.recordingNotPlayable);
    const stored = await insertPublishedRecording(ctx.db, {
      classId,
      source: 'recording',
      recordingName: uniqueName,
      uploadName: uniqueName,
      title: recording.fileName,
      sharedById: actor.userId,
      sharedByFirstName: teacher.firstName,
      sharedByLastName: teacher.lastName,
      mimeType: 'video/webm',
      createdAt: new Date(),
    });
    const lesson = await prepareLesson(ctx, stored);
    const counts = await setCountsOf(ctx.db, [lesson.id]);
    return { lesson: toLesson(lesson, counts.get(lesson.id) ?? 0) };
  }),

  handler(lessonEndpoints.unpublishRecording, async ({ actor, lessonId }) => {
    const { lesson } = await lessonForTeacher(ctx, actor, lessonId);
    if (lesson.source !== 'recording')
      throw new AppError(ErrorCode.Conflict, lessonMessages.onlyRecordingsUnpublished);
    const gone = await deleteLesson(ctx.db, lesson.id);
    if (gone) removeThumbnail(ctx, gone);
    return { ok: true as const };
  }),
];
