import { attachmentEndpoints, attachmentViewOf } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import { type ChatTargetArgs, chatTargetOf } from '../chat/chat-arguments';
import type { GatewayModule } from '../module';
import { idOf, type PageArgs, pageOf } from '../resolver-arguments';

/**
 * A chat's files and deleting one's own. The files themselves travel through the file server;
 * the chat service checks membership and ownership on every call.
 */
export const attachmentResolvers = {
  Query: {
    attachments: async (_: unknown, args: PageArgs & { with: ChatTargetArgs }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      const { offset, limit } = pageOf(args);
      const page = await ctx.call(attachmentEndpoints.list, {
        actor,
        with: chatTargetOf(args.with, 'with'),
        offset,
        limit,
      });
      return { attachments: page.attachments.map(attachmentViewOf), total: page.total };
    },
  },
  Mutation: {
    deleteAttachment: async (_: unknown, args: { id: string }, ctx: GatewayContext) => {
      const actor = await requireActor(ctx);
      await ctx.call(attachmentEndpoints.delete, { actor, attachmentId: idOf(args.id, 'id') });
      return true;
    },
  },
} satisfies GatewayModule['resolvers'];
