import { type AssistantReply, assistantEndpoints, type KnowledgeEntryInput } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { fieldsAsSent, idOf } from '../resolver-arguments';

const replyOf = (reply: AssistantReply) => ({
  input: reply.input,
  message: typeof reply.response === 'string' ? reply.response : null,
  answers: typeof reply.response === 'string' ? null : reply.response,
  best: reply.best,
  alternatives: reply.alternatives,
  bannedWords: reply.bannedWords,
});

const entryOf = (input: {
  question: string;
  answer: string;
  keywords?: string | null;
}): KnowledgeEntryInput => ({
  question: input.question,
  answer: input.answer,
  keywords: input.keywords ?? '',
});

const page = (args: { offset?: number | null; limit?: number | null }) => ({
  ...(args.offset != null ? { offset: args.offset } : {}),
  ...(args.limit != null ? { limit: args.limit } : {}),
});

/** The gateway names the signed-in caller; the assistant service decides who may do what. */
export const assistantResolvers = {
  Query: {
    assistantCallCentre: async (_: unknown, __: unknown, ctx: GatewayContext) =>
      ctx.call(assistantEndpoints.callCentre, { actor: await requireActor(ctx) }),
    knowledgeEntries: async (
      _: unknown,
      args: { search?: string | null; offset?: number | null; limit?: number | null },
      ctx: GatewayContext,
    ) =>
      ctx.call(assistantEndpoints.listEntries, {
        actor: await requireActor(ctx),
        ...page(args),
        ...(args.search != null ? { search: args.search } : {}),
      }),
    knowledgeBaseCsv: async (_: unknown, __: unknown, ctx: GatewayContext) =>
      (await ctx.call(assistantEndpoints.exportEntries, { actor: await requireActor(ctx) })).csv,
    bannedWordReports: async (
      _: unknown,
      args: { offset?: number | null; limit?: number | null },
      ctx: GatewayContext,
    ) => ctx.call(assistantEndpoints.listReports, { actor: await requireActor(ctx), ...page(args) }),
  },
  Mutation: {
    askAssistant: async (
      _: unknown,
      args: { question: string; inputType?: 'text' | 'voice' | null },
      ctx: GatewayContext,
    ) =>
      replyOf(
        await ctx.call(assistantEndpoints.ask, {
          actor: await requireActor(ctx),
          question: args.question,
          input: { type: args.inputType ?? 'text', text: args.question },
        }),
      ),
    screenAssistantSpeech: async (_: unknown, args: { text: string }, ctx: GatewayContext) =>
      ctx.call(assistantEndpoints.screen, {
        actor: await requireActor(ctx),
        text: args.text,
        source: 'spoken',
      }),
    createKnowledgeEntry: async (_: unknown, args: { input: KnowledgeEntryInput }, ctx: GatewayContext) =>
      (
        await ctx
          .call(assistantEndpoints.createEntry, {
            actor: await requireActor(ctx),
            entry: entryOf(args.input),
          })
          .catch(fieldsAsSent('entry'))
      ).entry,
    updateKnowledgeEntry: async (
      _: unknown,
      args: { id: string; input: KnowledgeEntryInput },
      ctx: GatewayContext,
    ) =>
      (
        await ctx
          .call(assistantEndpoints.updateEntry, {
            actor: await requireActor(ctx),
            entryId: idOf(args.id, 'id'),
            entry: entryOf(args.input),
          })
          .catch(fieldsAsSent('entry'))
      ).entry,
    deleteKnowledgeEntry: async (_: unknown, args: { id: string }, ctx: GatewayContext) => {
      await ctx.call(assistantEndpoints.deleteEntry, {
        actor: await requireActor(ctx),
        entryId: idOf(args.id, 'id'),
      });
      return true;
    },
    importKnowledgeBase: async (_: unknown, args: { csv: string }, ctx: GatewayContext) =>
      ctx.call(assistantEndpoints.importEntries, { actor: await requireActor(ctx), csv: args.csv }),
  },
} satisfies GatewayModule['resolvers'];
