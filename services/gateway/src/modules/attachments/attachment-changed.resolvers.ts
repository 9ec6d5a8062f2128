import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import { type Delivery, SubscriptionQueue } from '../../ws/subscription-queue';
import type { GatewayModule } from '../module';
import type { AttachmentChange } from './attachment-feed';
import { attachmentFeed } from './attachment-feed';

/**
 * `attachmentChanged`: files added to or deleted from the caller's chats, from this process's
 * attachment feed. The session is checked again before each change is sent; a signed-out or
 * deactivated account gets UNAUTHENTICATED and the subscription completes.
 */
export const attachmentChangedResolvers = {
  Subscription: {
    attachmentChanged: {
      subscribe: async (_: unknown, __: unknown, ctx: GatewayContext) => {
        const actor = await requireActor(ctx);
        const queue = new SubscriptionQueue<AttachmentChange>(() => ctx.recheckSession());
        queue.listening(ctx.feeds.of(attachmentFeed).listen(actor.userId, (change) => queue.push(change)));
        return queue;
      },
      resolve: (delivery: Delivery<AttachmentChange>) => {
        if (delivery instanceof Error) throw delivery;
        return delivery;
      },
    },
  },
} satisfies GatewayModule['resolvers'];
