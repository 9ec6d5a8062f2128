import { type ChatType, chatEndpoints } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { loadPresence } from '../presence/presence-loader';
import { idOf, type PageArgs, pageOf } from '../resolver-arguments';
import { type ChatTargetArgs, chatTargetOf } from './chat-arguments';
import { type ChatRow, withPhones } from './chat-rows';

/** The chat list: the caller's own rows, with the other person's phone and presence. */
export const chatListResolvers = {
  Query: {
    chats: async (_: unknown, args: PageArgs & { chatType?: ChatType | null }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const chatType = args.chatType ?? undefined;
      const page = await ctx.call(chatEndpoints.list, { actor, ...pageOf(args), chatType });
      return { chats: await withPhones(ctx, actor, page.chats), total: page.total };
    },
  },
  Mutation: {
    createChat: async (_: unknown, args: { with: ChatTargetArgs }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { chat } = await ctx.call(chatEndpoints.create, { actor, with: chatTargetOf(args.with, 'with') });
      return (await withPhones(ctx, actor, [chat]))[0];
    },
    removeChat: async (_: unknown, args: { chatId: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      await ctx.call(chatEndpoints.remove, { actor, chatId: idOf(args.chatId, 'chatId') });
      return true;
    },
  },
  ChatItem: {
    presence: async (row: ChatRow, _: unknown, ctx: GatewayContext) =>
      row.userId === null ? null : (await loadPresence(ctx, [row.userId])).get(row.userId),
  },
} satisfies GatewayModule['resolvers'];
