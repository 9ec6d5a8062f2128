import {
  AppError,
  ErrorCode,
  LESSON_END_SLACK_SECONDS,
  lessonEndpoints,
  lessonMessages,
  REQUIRED_SET_SLACK_SECONDS,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { lessonForMember, requireReady } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import { answersOfLearner, saveProgress } from '../db/answers-repository';
import { toProgress } from '../db/lesson-mapper';
import { setsOfLesson } from '../db/sets-repository';
import { requireNoOpenSetBefore } from '../rules/progress-rules';

/**
 * Saves where a learner is, so they resume there. Never past a required set they have not answered
 * (nor the end reached with one open): CONFLICT, nothing saved.
 */
export const progressHandler = (ctx: LessonServiceContext) =>
  handler(lessonEndpoints.saveProgress, async ({ actor, lessonId, position, completed }) => {
    const { lesson, member } = await lessonForMember(ctx, actor, lessonId);
    const { durationSeconds } = requireReady(lesson);
    if (position > durationSeconds + REQUIRED_SET_SLACK_SECONDS)
      throw new AppError(ErrorCode.BadInput, lessonMessages.positionOutsideVideo, {
        fields: { position: lessonMessages.positionOutsideVideo },
      });
    if (completed && position < durationSeconds - LESSON_END_SLACK_SECONDS)
      throw new AppError(ErrorCode.BadInput, lessonMessages.endNotReached, {
        fields: { completed: lessonMessages.endNotReached },
      });
    const [sets, mine] = await Promise.all([
      setsOfLesson(ctx.db, lessonId),
      answersOfLearner(ctx.db, lessonId, actor.userId),
    ]);
    const answered = new Set(mine.map((a) => a.setId));
    requireNoOpenSetBefore(
      completed ? durationSeconds + REQUIRED_SET_SLACK_SECONDS + 1 : position,
      sets,
      answered,
    );
    const saved = await saveProgress(ctx.db, {
      lessonId,
      learnerId: actor.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      position: Math.min(position, durationSeconds),
      completed: completed ?? false,
    });
    return { progress: toProgress(saved) };
  });
