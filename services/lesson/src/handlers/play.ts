import { lessonEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { lessonForMember, requireReady } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import { answersOfLearner, answersOfLesson, findProgress } from '../db/answers-repository';
import { toLesson, toProgress, toQuestion, toQuestionSet, toSetAnswers } from '../db/lesson-mapper';
import { questionsOfLesson } from '../db/questions-repository';
import { setsOfLesson } from '../db/sets-repository';
import { pollCountsOf, pollQuestionsOf } from '../rules/polls';
import { lessonScore } from '../rules/score';

/** The learner's player: the sets with their questions (no answers given away), where they stand, their summary. */
export const playHandler = (ctx: LessonServiceContext) =>
  handler(lessonEndpoints.play, async ({ actor, lessonId }) => {
    const { lesson, member } = await lessonForMember(ctx, actor, lessonId);
    requireReady(lesson);
    const [questions, sets, mine, everyone, progress] = await Promise.all([
      questionsOfLesson(ctx.db, lessonId),
      setsOfLesson(ctx.db, lessonId),
      answersOfLearner(ctx.db, lessonId, actor.userId),
      answersOfLesson(ctx.db, lessonId),
      findProgress(ctx.db, lessonId, actor.userId),
    ]);
    const bank = new Map(questions.map((q) => [q.id, q]));
    const asked = new Set(sets.flatMap((s) => s.questionIds));
    return {
      lesson: toLesson(lesson, sets.length),
      role: member.role,
      sets: sets.map((s) => ({
        ...toQuestionSet(s),
        questions: s.questionIds.flatMap((id) => {
          const q = bank.get(id);
          if (!q) return [];
          const { correctOptions: _hidden, createdAt: _created, ...shown } = toQuestion(q);
          return [shown];
        }),
      })),
      progress: toProgress(progress),
      answers: mine.map(toSetAnswers),
      polls: pollCountsOf(
        pollQuestionsOf(questions).filter((q) => asked.has(q.id)),
        everyone,
      ),
      ...lessonScore(sets, bank, mine),
    };
  });

/** The class's poll counts for a lesson. */
export const pollsHandler = (ctx: LessonServiceContext) =>
  handler(lessonEndpoints.polls, async ({ actor, lessonId }) => {
    await lessonForMember(ctx, actor, lessonId);
    const [questions, sets, everyone] = await Promise.all([
      questionsOfLesson(ctx.db, lessonId),
      setsOfLesson(ctx.db, lessonId),
      answersOfLesson(ctx.db, lessonId),
    ]);
    const asked = new Set(sets.flatMap((s) => s.questionIds));
    return {
      polls: pollCountsOf(
        pollQuestionsOf(questions).filter((q) => asked.has(q.id)),
        everyone,
      ),
    };
  });
