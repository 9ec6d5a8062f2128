import { groupEndpoints, proctoringEndpoints } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { fieldsAsSent, idOf } from '../resolver-arguments';

interface NewExamArgs {
  groupId: string;
  title: string;
  startAt: string;
  durationMinutes: number;
}

/** Exams: the gateway names the signed-in caller; the proctoring service decides what they may see and do. */
export const proctoringResolvers = {
  Query: {
    exams: async (_: unknown, args: { limit?: number | null }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { exams } = await ctx.call(proctoringEndpoints.list, {
        actor,
        ...(args.limit != null ? { limit: args.limit } : {}),
      });
      return exams;
    },
    exam: async (_: unknown, args: { examId: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      return ctx.call(proctoringEndpoints.get, { actor, examId: idOf(args.examId, 'examId') });
    },
    examReport: async (_: unknown, args: { examId: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      return (await ctx.call(proctoringEndpoints.report, { actor, examId: idOf(args.examId, 'examId') }))
        .report;
    },
    examClasses: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { groups } = await ctx.call(groupEndpoints.callerGroups, { actor });
      return groups.map((group) => ({ groupId: group.id, name: group.name }));
    },
  },
  Mutation: {
    createExam: async (_: unknown, args: { input: NewExamArgs }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { groupId, ...fields } = args.input;
      const exam = { ...fields, groupId: idOf(groupId, 'groupId') };
      return (await ctx.call(proctoringEndpoints.create, { actor, exam }).catch(fieldsAsSent('exam'))).exam;
    },
  },
} satisfies GatewayModule['resolvers'];
