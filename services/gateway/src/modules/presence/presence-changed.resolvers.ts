import type { Presence } from '@canstring/contracts';
import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import { type Delivery, SubscriptionQueue } from '../../ws/subscription-queue';
import type { GatewayModule } from '../module';
import { presenceFeed } from './presence-feed';

/**
 * `presenceChanged`: every signed-in subscriber of this process gets each change from the process's
 * one presence feed. The session is checked again before each change (cheap through the verifier's
 * cache), so a signed-out or deactivated account stops receiving: that change is answered with the
 * UNAUTHENTICATED error and the subscription completes.
 */
export const presenceChangedResolvers = {
  Subscription: {
    presenceChanged: {
      subscribe: async (_: unknown, __: unknown, ctx: GatewayContext) => {
        await requireActor(ctx);
        const queue = new SubscriptionQueue<Presence>(() => ctx.recheckSession(), {
          keyOf: (presence) => presence.userId,
        });
        queue.listening(ctx.feeds.of(presenceFeed).listen((presence) => queue.push(presence)));
        return queue;
      },
      resolve: (delivery: Delivery<Presence>) => {
        if (delivery instanceof Error) throw delivery;
        return delivery;
      },
    },
  },
} satisfies GatewayModule['resolvers'];
