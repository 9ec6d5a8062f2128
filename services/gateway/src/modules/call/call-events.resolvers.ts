import { requireActor } from '../../auth';
import type { GatewayContext } from '../../context';
import type { GatewayModule } from '../module';
import { type CallDelivery, CallEventQueue } from './call-event-queue';
import { callFeed } from './call-feed';

/**
 * `callEvents`: the process's call feed hands this subscription every event of the caller's calls:
 * a ring to them, each change of state, and the other person's WebRTC messages. The session is checked
 * again before each one, so a signed-out account stops receiving at its next event. The subscription
 * is answered only once NATS holds the person's subscription, so a call started after that reaches it.
 */
export const callEventsResolvers = {
  Subscription: {
    callEvents: {
      subscribe: async (_: unknown, __: unknown, ctx: GatewayContext) => {
        const actor = await requireActor(ctx);
        const queue = new CallEventQueue(() => ctx.recheckSession());
        const listening = ctx.feeds.of(callFeed).listen(actor.userId, (event) => queue.push(event));
        queue.listening(listening.stop);
        try {
          await listening.ready;
        } catch (error) {
          await queue.return();
          throw error;
        }
        return queue;
      },
      resolve: (delivery: CallDelivery) => {
        if (delivery instanceof Error) throw delivery;
        return delivery;
      },
    },
  },
} satisfies GatewayModule['resolvers'];
