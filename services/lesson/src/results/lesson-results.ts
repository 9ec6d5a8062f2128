import type { LessonResults } from '@canstring/contracts';
import type { LessonServiceContext } from '../context';
import { answersOfLesson, progressOfLesson } from '../db/answers-repository';
import { toLesson, toProgress, toQuestion, toQuestionSet, toSetAnswers } from '../db/lesson-mapper';
import { questionsOfLesson } from '../db/questions-repository';
import type { LessonRow } from '../db/schema';
import { setsOfLesson } from '../db/sets-repository';
import { pollCountsOf, pollQuestionsOf } from '../rules/polls';
import { lessonScore } from '../rules/score';

/** The teacher's results: every member who played the lesson (how far, their answers, their score) and the polls. */
export const lessonResultsOf = async (
  ctx: LessonServiceContext,
  lesson: LessonRow,
): Promise<LessonResults> => {
  const [questions, sets, answers, progress] = await Promise.all([
    questionsOfLesson(ctx.db, lesson.id),
    setsOfLesson(ctx.db, lesson.id),
    answersOfLesson(ctx.db, lesson.id),
    progressOfLesson(ctx.db, lesson.id),
  ]);
  const bank = new Map(questions.map((q) => [q.id, q]));
  const asked = new Set(sets.flatMap((s) => s.questionIds));
  const learners = progress
    .map((p) => {
      const theirs = answers.filter((a) => a.learnerId === p.learnerId);
      return {
        learner: { userId: p.learnerId, firstName: p.firstName, lastName: p.lastName },
        progress: toProgress(p),
        answers: theirs.map(toSetAnswers),
        ...lessonScore(sets, bank, theirs),
      };
    })
    .sort(
      (a, b) =>
        `${a.learner.firstName} ${a.learner.lastName ?? ''}`.localeCompare(
          `${b.learner.firstName} ${b.learner.lastName ?? ''}`,
        ) || a.learner.userId - b.learner.userId,
    );
  return {
    lesson: toLesson(lesson, sets.length),
    questions: questions.map(toQuestion),
    sets: sets.map(toQuestionSet),
    learners,
    polls: pollCountsOf(
      pollQuestionsOf(questions).filter((q) => asked.has(q.id)),
      answers,
    ),
  };
};
