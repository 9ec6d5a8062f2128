import { lessonEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { requireMember } from '../access/class-access';
import { lessonForMember } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import { toLesson } from '../db/lesson-mapper';
import { listClassLessons, setCountsOf } from '../db/lessons-repository';

/** Class View (spec 2 §2.6): the class's lessons, newest first, a page at a time; members only. */
export const listHandler = (ctx: LessonServiceContext) =>
  handler(lessonEndpoints.list, async ({ actor, classId, offset, limit }) => {
    const member = await requireMember(ctx, actor, classId);
    const { rows, total } = await listClassLessons(ctx.db, classId, { offset, limit });
    const counts = await setCountsOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return { lessons: rows.map((r) => toLesson(r, counts.get(r.id) ?? 0)), total, role: member.role };
  });

export const getHandler = (ctx: LessonServiceContext) =>
  handler(lessonEndpoints.get, async ({ actor, lessonId }) => {
    const { lesson, member } = await lessonForMember(ctx, actor, lessonId);
    const counts = await setCountsOf(ctx.db, [lesson.id]);
    return { lesson: toLesson(lesson, counts.get(lesson.id) ?? 0), role: member.role };
  });
