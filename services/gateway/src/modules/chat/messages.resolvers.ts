import { AppError, chatEndpoints, chatTextSchema, ErrorCode } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { type PageArgs, pageOf } from '../resolver-arguments';
import { type ChatTargetArgs, chatTargetOf } from './chat-arguments';

/** The text checked here too, so an empty or oversized message is refused with its own words. */
const textOf = (text: string): string => {
  const parsed = chatTextSchema.safeParse(text);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? ErrorCode.BadInput;
  throw new AppError(ErrorCode.BadInput, message, { fields: { text: message } });
};

/** A chat's history and sending; the chat service checks membership on both. */
export const chatMessageResolvers = {
  Query: {
    chatMessages: async (_: unknown, args: PageArgs & { with: ChatTargetArgs }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { offset, limit } = pageOf(args);
      return ctx.call(chatEndpoints.history, { actor, with: chatTargetOf(args.with, 'with'), offset, limit });
    },
  },
  Mutation: {
    sendChatMessage: async (
      _: unknown,
      args: { to: ChatTargetArgs; text: string; uniqueRefId: string },
      ctx: GatewayContext,
    ) => {
      const actor = await requireActor(ctx);
      const to = chatTargetOf(args.to, 'to');
      const { message } = await ctx.call(chatEndpoints.send, {
        actor,
        to,
        text: textOf(args.text),
        uniqueRefId: args.uniqueRefId,
      });
      return message;
    },
  },
} satisfies GatewayModule['resolvers'];
