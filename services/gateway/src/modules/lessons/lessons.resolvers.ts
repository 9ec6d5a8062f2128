import {
  type AnswerInput,
  lessonEndpoints,
  lessonMediaEndpoints,
  type QuestionInput,
  type QuestionSetInput,
  type QuestionType,
} from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { idOf, idsOf, type PageArgs, pageOf } from '../resolver-arguments';

interface LessonArgs {
  lessonId: string;
}
interface SetArgs {
  setId: string;
}
interface QuestionArgs {
  type: QuestionType;
  text: string;
  options?: string[] | null;
  correctOptions?: number[] | null;
}
interface SetInputArgs {
  id?: string | null;
  questionIds: string[];
  time: number;
  required?: boolean | null;
}
interface AnswerArgs {
  questionId: string;
  chosenOptions?: number[] | null;
  text?: string | null;
}

/**
 * A question as the lesson service takes it: each type with its own fields (the service checks
 * them, and names a wrong one by its place in `question`).
 */
const questionOf = (q: QuestionArgs): QuestionInput => {
  switch (q.type) {
    case 'assessment':
      return { type: q.type, text: q.text, options: q.options ?? [], correctOptions: q.correctOptions ?? [] };
    case 'poll':
      return { type: q.type, text: q.text, options: q.options ?? [] };
    default:
      return { type: q.type, text: q.text };
  }
};

const setOf = (set: SetInputArgs, index: number): QuestionSetInput => ({
  ...(set.id != null ? { id: idOf(set.id, `sets.${index}.id`) } : {}),
  questionIds: idsOf(set.questionIds, `sets.${index}.questionIds`),
  time: set.time,
  required: set.required ?? false,
});

const answerOf = (answer: AnswerArgs, index: number): AnswerInput => ({
  questionId: idOf(answer.questionId, `answers.${index}.questionId`),
  ...(answer.chosenOptions != null ? { chosenOptions: answer.chosenOptions } : {}),
  ...(answer.text != null ? { text: answer.text } : {}),
});

/** Each resolver is one call to the lesson service, which checks the caller's place in the class. */
export const lessonsResolvers = {
  Query: {
    lessons: async (_: unknown, args: PageArgs & { classId: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { offset, limit } = pageOf(args);
      return ctx.call(lessonEndpoints.list, {
        actor,
        classId: idOf(args.classId, 'classId'),
        ...(offset != null ? { offset } : {}),
        ...(limit != null ? { limit } : {}),
      });
    },
    lesson: async (_: unknown, args: LessonArgs, ctx: GatewayContext) =>
      ctx.call(lessonEndpoints.get, {
        actor: await requireActor(ctx),
        lessonId: idOf(args.lessonId, 'lessonId'),
      }),
    lessonPlayTicket: async (_: unknown, args: { classId: string }, ctx: GatewayContext) =>
      ctx.call(lessonMediaEndpoints.playTicket, {
        actor: await requireActor(ctx),
        classId: idOf(args.classId, 'classId'),
      }),
    lessonEditor: async (_: unknown, args: LessonArgs, ctx: GatewayContext) =>
      ctx.call(lessonEndpoints.editor, {
        actor: await requireActor(ctx),
        lessonId: idOf(args.lessonId, 'lessonId'),
      }),
    questionSet: async (_: unknown, args: SetArgs, ctx: GatewayContext) =>
      (
        await ctx.call(lessonEndpoints.getSet, {
          actor: await requireActor(ctx),
          setId: idOf(args.setId, 'setId'),
        })
      ).set,
    lessonPlay: async (_: unknown, args: LessonArgs, ctx: GatewayContext) =>
      ctx.call(lessonEndpoints.play, {
        actor: await requireActor(ctx),
        lessonId: idOf(args.lessonId, 'lessonId'),
      }),
    lessonPolls: async (_: unknown, args: LessonArgs, ctx: GatewayContext) =>
      (
        await ctx.call(lessonEndpoints.polls, {
          actor: await requireActor(ctx),
          lessonId: idOf(args.lessonId, 'lessonId'),
        })
      ).polls,
    lessonResults: async (_: unknown, args: LessonArgs, ctx: GatewayContext) =>
      ctx.call(lessonEndpoints.results, {
        actor: await requireActor(ctx),
        lessonId: idOf(args.lessonId, 'lessonId'),
      }),
    lessonResultsCsv: async (_: unknown, args: LessonArgs, ctx: GatewayContext) =>
      ctx.call(lessonEndpoints.resultsCsv, {
        actor: await requireActor(ctx),
        lessonId: idOf(args.lessonId, 'lessonId'),
      }),
  },
  Mutation: {
    createLessonQuestion: async (
      _: unknown,
      args: LessonArgs & { question: QuestionArgs },
      ctx: GatewayContext,
    ) =>
      (
        await ctx.call(lessonEndpoints.createQuestion, {
          actor: await requireActor(ctx),
          lessonId: idOf(args.lessonId, 'lessonId'),
          question: questionOf(args.question),
        })
      ).question,
    updateLessonQuestion: async (
      _: unknown,
      args: { questionId: string; question: QuestionArgs },
      ctx: GatewayContext,
    ) =>
      (
        await ctx.call(lessonEndpoints.updateQuestion, {
          actor: await requireActor(ctx),
          questionId: idOf(args.questionId, 'questionId'),
          question: questionOf(args.question),
        })
      ).question,
    deleteLessonQuestion: async (_: unknown, args: { questionId: string }, ctx: GatewayContext) => {
      await ctx.call(lessonEndpoints.deleteQuestion, {
        actor: await requireActor(ctx),
        questionId: idOf(args.questionId, 'questionId'),
      });
      return true;
    },
    saveQuestionSets: async (_: unknown, args: LessonArgs & { sets: SetInputArgs[] }, ctx: GatewayContext) =>
      ctx.call(lessonEndpoints.saveSets, {
        actor: await requireActor(ctx),
        lessonId: idOf(args.lessonId, 'lessonId'),
        sets: args.sets.map(setOf),
      }),
    deleteQuestionSet: async (_: unknown, args: SetArgs, ctx: GatewayContext) => {
      await ctx.call(lessonEndpoints.deleteSet, {
        actor: await requireActor(ctx),
        setId: idOf(args.setId, 'setId'),
      });
      return true;
    },
    saveLessonProgress: async (
      _: unknown,
      args: LessonArgs & { position: number; completed?: boolean | null },
      ctx: GatewayContext,
    ) =>
      (
        await ctx.call(lessonEndpoints.saveProgress, {
          actor: await requireActor(ctx),
          lessonId: idOf(args.lessonId, 'lessonId'),
          position: args.position,
          ...(args.completed != null ? { completed: args.completed } : {}),
        })
      ).progress,
    answerQuestionSet: async (_: unknown, args: SetArgs & { answers: AnswerArgs[] }, ctx: GatewayContext) =>
      ctx.call(lessonEndpoints.answer, {
        actor: await requireActor(ctx),
        setId: idOf(args.setId, 'setId'),
        answers: args.answers.map(answerOf),
      }),
    publishRecordingToClass: async (
      _: unknown,
      args: { classId: string; uniqueName: string },
      ctx: GatewayContext,
    ) =>
      (
        await ctx.call(lessonEndpoints.publishRecording, {
          actor: await requireActor(ctx),
          classId: idOf(args.classId, 'classId'),
          uniqueName: args.uniqueName,
        })
      ).lesson,
    unpublishRecordingLesson: async (_: unknown, args: LessonArgs, ctx: GatewayContext) => {
      await ctx.call(lessonEndpoints.unpublishRecording, {
        actor: await requireActor(ctx),
        lessonId: idOf(args.lessonId, 'lessonId'),
      });
      return true;
    },
  },
} satisfies GatewayModule['resolvers'];
