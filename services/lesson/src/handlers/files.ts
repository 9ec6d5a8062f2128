import { AppError, ErrorCode, type LessonFiles, lessonEndpoints, lessonMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireMember } from '../access/class-access';
import { lessonForMember } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import { findLesson } from '../db/lessons-repository';
import type { LessonRow } from '../db/schema';
import { videoFileOf } from '../video/locations';

const filesOf = (lesson: LessonRow): LessonFiles => ({
  lessonId: lesson.id,
  classId: lesson.classId,
  status: lesson.status as LessonFiles['status'],
  videoFile: videoFileOf(lesson),
  mimeType: lesson.mimeType,
  thumbnailFile: lesson.thumbnailFile,
});

/** What the file server asks before it serves a lesson's video or thumbnail. */
export const fileHandlers = (ctx: LessonServiceContext) => [
  handler(lessonEndpoints.classAccess, async ({ actor, classId }) => {
    const member = await requireMember(ctx, actor, classId);
    return { classId, role: member.role };
  }),
  handler(lessonEndpoints.access, async ({ actor, lessonId }) => {
    const { lesson, member } = await lessonForMember(ctx, actor, lessonId);
    return { ...filesOf(lesson), role: member.role };
  }),
  /** No actor: the file server has checked a play ticket naming the lesson's class (only it may call). */
  handler(lessonEndpoints.files, async ({ lessonId }) => {
    const lesson = await findLesson(ctx.db, lessonId);
    if (!lesson) throw new AppError(ErrorCode.NotFound, lessonMessages.lessonNotFound);
    return filesOf(lesson);
  }),
];
