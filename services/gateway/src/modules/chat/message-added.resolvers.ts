import type { ChatMessage } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import { type Delivery, SubscriptionQueue } from '../../ws/subscription-queue';
import type { GatewayModule } from '../module';
import { chatMessageFeed } from './message-feed';

/**
 * `chatMessageAdded`: the process's chat feed hands this subscription every new message whose
 * audience holds the caller. The session is checked again before each one (the verifier's cache
 * makes that cheap), so a signed-out or deactivated account stops receiving at its next message:
 * that message is answered with the UNAUTHENTICATED error and the subscription completes.
 */
export const chatMessageAddedResolvers = {
  Subscription: {
    chatMessageAdded: {
      subscribe: async (_: unknown, __: unknown, ctx: GatewayContext) => {
        const actor = await requireActor(ctx);
        const queue = new SubscriptionQueue<ChatMessage>(() => ctx.recheckSession(), {
          admittedNow: () => ctx.sessionVerifiedNow(),
        });
        queue.listening(ctx.feeds.of(chatMessageFeed).listen(actor.userId, (message) => queue.push(message)));
        return queue;
      },
      resolve: (delivery: Delivery<ChatMessage>) => {
        if (delivery instanceof Error) throw delivery;
        return delivery;
      },
    },
  },
} satisfies GatewayModule['resolvers'];
