import {
  AppError,
  ErrorCode,
  lessonEndpoints,
  lessonMessages,
  QUESTIONS_PER_LESSON_MAX,
  type QuestionInput,
  questionInputSchema,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { lessonForTeacher } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import { answersOfLesson } from '../db/answers-repository';
import { toQuestion } from '../db/lesson-mapper';
import {
  countQuestions,
  deleteQuestion,
  findQuestion,
  insertQuestion,
  updateQuestion,
} from '../db/questions-repository';
import type { QuestionRow } from '../db/schema';
import { setsOfLesson } from '../db/sets-repository';

/** A question's stored fields from what the teacher wrote (options only where the type has them). */
const fieldsOf = (
  input: QuestionInput,
): Pick<QuestionRow, 'type' | 'text' | 'options' | 'correctOptions'> => {
  const q = questionInputSchema.parse(input);
  return {
    type: q.type,
    text: q.text,
    options: q.type === 'assessment' || q.type === 'poll' ? q.options : [],
    correctOptions: q.type === 'assessment' ? [...new Set(q.correctOptions)].sort((a, b) => a - b) : [],
  };
};

const questionOrNotFound = async (ctx: LessonServiceContext, questionId: number) => {
  const question = await findQuestion(ctx.db, questionId);
  if (!question) throw new AppError(ErrorCode.NotFound, lessonMessages.questionNotFound);
  return question;
};

export const questionHandlers = (ctx: LessonServiceContext) => [
  handler(lessonEndpoints.createQuestion, async ({ actor, lessonId, question }) => {
    await lessonForTeacher(ctx, actor, lessonId);
    if ((await countQuestions(ctx.db, lessonId)) >= QUESTIONS_PER_LESSON_MAX)
      throw new AppError(ErrorCode.Conflict, lessonMessages.tooManyQuestions);
    return { question: toQuestion(await insertQuestion(ctx.db, { lessonId, ...fieldsOf(question) })) };
  }),

  handler(lessonEndpoints.updateQuestion, async ({ actor, questionId, question }) => {
    const stored = await questionOrNotFound(ctx, questionId);
    await lessonForTeacher(ctx, actor, stored.lessonId);
    const answered = (await answersOfLesson(ctx.db, stored.lessonId)).some((row) =>
      row.answers.some((a) => a.questionId === questionId),
    );
    if (answered) throw new AppError(ErrorCode.Conflict, lessonMessages.questionAnswered);
    const fields = fieldsOf(question);
    const inSetOfOtherType = (await setsOfLesson(ctx.db, stored.lessonId)).some(
      (s) => s.questionIds.includes(questionId) && s.type !== fields.type,
    );
    if (inSetOfOtherType) throw new AppError(ErrorCode.Conflict, lessonMessages.questionInUse);
    return { question: toQuestion(await updateQuestion(ctx.db, questionId, fields)) };
  }),

  handler(lessonEndpoints.deleteQuestion, async ({ actor, questionId }) => {
    const stored = await questionOrNotFound(ctx, questionId);
    await lessonForTeacher(ctx, actor, stored.lessonId);
    const inUse = (await setsOfLesson(ctx.db, stored.lessonId)).some((s) =>
      s.questionIds.includes(questionId),
    );
    if (inUse) throw new AppError(ErrorCode.Conflict, lessonMessages.questionInUse);
    await deleteQuestion(ctx.db, questionId);
    return { ok: true as const };
  }),
];
