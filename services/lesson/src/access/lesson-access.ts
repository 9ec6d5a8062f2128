import { type Actor, AppError, ErrorCode, lessonMessages } from '@canstring/contracts';
import type { LessonServiceContext } from '../context';
import { findLesson } from '../db/lessons-repository';
import type { LessonRow } from '../db/schema';
import { type ClassMember, requireMember, requireTeacher } from './class-access';

export interface LessonAccess {
  lesson: LessonRow;
  member: ClassMember;
}

const lessonOrNotFound = async (ctx: LessonServiceContext, lessonId: number): Promise<LessonRow> => {
  const lesson = await findLesson(ctx.db, lessonId);
  if (!lesson) throw new AppError(ErrorCode.NotFound, lessonMessages.lessonNotFound);
  return lesson;
};

/** The lesson, for a member of its class. */
export const lessonForMember = async (
  ctx: LessonServiceContext,
  actor: Actor,
  lessonId: number,
): Promise<LessonAccess> => {
  const lesson = await lessonOrNotFound(ctx, lessonId);
  return { lesson, member: await requireMember(ctx, actor, lesson.classId) };
};

/** The lesson, for a teacher of its class. */
export const lessonForTeacher = async (
  ctx: LessonServiceContext,
  actor: Actor,
  lessonId: number,
): Promise<LessonAccess> => {
  const lesson = await lessonOrNotFound(ctx, lessonId);
  return { lesson, member: await requireTeacher(ctx, actor, lesson.classId) };
};

/** A lesson whose video has been read (duration known): CONFLICT while preparing or when it failed. */
export const requireReady = (lesson: LessonRow): LessonRow & { durationSeconds: number } => {
  if (lesson.status === 'preparing') throw new AppError(ErrorCode.Conflict, lessonMessages.stillPreparing);
  if (lesson.status !== 'ready' || lesson.durationSeconds === null)
    throw new AppError(ErrorCode.Conflict, lessonMessages.notPlayable);
  return lesson as LessonRow & { durationSeconds: number };
};
