import { AppError, ErrorCode, lessonEndpoints, lessonMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { lessonForMember, requireReady } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import {
  answersOfLearner,
  answersOfLesson,
  findProgress,
  insertSetAnswers,
  saveProgress,
} from '../db/answers-repository';
import { toSetAnswers } from '../db/lesson-mapper';
import { questionsOfLesson } from '../db/questions-repository';
import { findSet, setsOfLesson } from '../db/sets-repository';
import { gradeAnswers } from '../rules/answer-rules';
import { pollCountsOf, pollQuestionsOf } from '../rules/polls';
import { requireNoOpenSetBefore } from '../rules/progress-rules';
import { lessonScore } from '../rules/score';

const alreadyAnswered = () => new AppError(ErrorCode.Conflict, lessonMessages.alreadyAnswered);

/**
 * A learner answers a set, once: graded with its feedback, kept, the class's poll counts and their
 * score answered. Refused (nothing kept) for a set not there, a second time, past an earlier required
 * set left open, or answers that do not fit the set.
 */
export const answerHandler = (ctx: LessonServiceContext) =>
  handler(lessonEndpoints.answer, async ({ actor, setId, answers }) => {
    const set = await findSet(ctx.db, setId);
    if (!set) throw new AppError(ErrorCode.NotFound, lessonMessages.questionSetNotFound);
    const { lesson, member } = await lessonForMember(ctx, actor, set.lessonId);
    requireReady(lesson);
    const [questions, sets, mine] = await Promise.all([
      questionsOfLesson(ctx.db, lesson.id),
      setsOfLesson(ctx.db, lesson.id),
      answersOfLearner(ctx.db, lesson.id, actor.userId),
    ]);
    const answered = new Set(mine.map((a) => a.setId));
    if (answered.has(set.id)) throw alreadyAnswered();
    requireNoOpenSetBefore(set.time, sets, answered, set.id);
    const bank = new Map(questions.map((q) => [q.id, q]));
    const graded = gradeAnswers(set, bank, answers);
    const stored = await insertSetAnswers(ctx.db, {
      setId: set.id,
      lessonId: lesson.id,
      learnerId: actor.userId,
      ...graded,
    });
    if (!stored) throw alreadyAnswered();
    const before = await findProgress(ctx.db, lesson.id, actor.userId);
    await saveProgress(ctx.db, {
      lessonId: lesson.id,
      learnerId: actor.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      position: Math.max(before?.position ?? 0, set.time),
      completed: false,
    });
    const everyone = await answersOfLesson(ctx.db, lesson.id);
    return {
      result: toSetAnswers(stored),
      polls: pollCountsOf(pollQuestionsOf(questions, set.questionIds), everyone),
      ...lessonScore(sets, bank, [...mine, stored]),
    };
  });
