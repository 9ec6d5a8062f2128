import { lessonEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { lessonForTeacher } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import { toLesson, toQuestion, toQuestionSet } from '../db/lesson-mapper';
import { questionsOfLesson } from '../db/questions-repository';
import { setsOfLesson } from '../db/sets-repository';

/** The editor's view (legacy GET /interactionQuestions/{id}): the bank and the sets; teachers only. */
export const editorHandler = (ctx: LessonServiceContext) =>
  handler(lessonEndpoints.editor, async ({ actor, lessonId }) => {
    const { lesson } = await lessonForTeacher(ctx, actor, lessonId);
    const [questions, sets] = await Promise.all([
      questionsOfLesson(ctx.db, lessonId),
      setsOfLesson(ctx.db, lessonId),
    ]);
    return {
      lesson: toLesson(lesson, sets.length),
      questions: questions.map(toQuestion),
      sets: sets.map(toQuestionSet),
    };
  });
