import { AppError, ErrorCode, type RoomEvent, roomEndpoints } from '@canstring/contracts';
import type { GatewayContext } from '../../context';
import type { Delivery } from '../../ws/subscription-queue';
import type { GatewayModule } from '../module';
import { callerRecheck, roomCallerOf } from './room-caller';
import { RoomEventQueue } from './room-event-queue';
import { roomFeed } from './room-feed';
import { roomStateReads } from './room-state-reads';

/** How often the state is asked for after a reconnect, and the wait between two asks. */
const RESUME_ATTEMPTS = 5;
const RESUME_RETRY_MS = 300;

/**
 * `roomEvents`: the room's events for one of the caller's participants, onInitialData first.
 *
 * The room service first says the participant is the caller's and names its room (one row, not the
 * state: a thousand people subscribe as they enter). The room's feed is then listened to, and once
 * NATS holds that subscription the state is read (with the other subscriptions of the room starting
 * meanwhile, see RoomStateReads): every event after that read reaches the queue, and those queued
 * meanwhile that the state already holds are dropped. (Reading the state before listening
 * would lose what was published between the two.)
 * The caller is checked again before each event; the subscription ends after the event that removes
 * the participant or ends the meeting. When the gateway's connection to NATS comes back (a cluster
 * node lost), the state is read again and sent as onInitialData: it holds what was published meanwhile.
 */
export const roomEventsResolvers = {
  Subscription: {
    roomEvents: {
      subscribe: async (_: unknown, args: { participantId: string }, ctx: GatewayContext) => {
        const caller = await roomCallerOf(ctx);
        const { room } = await ctx.call(roomEndpoints.participantRoom, {
          caller,
          participantId: args.participantId,
        });
        const recheck = callerRecheck(ctx, caller);
        const queue = new RoomEventQueue(args.participantId, recheck.admit, recheck.admittedNow);
        const stateNow = () =>
          ctx.feeds.of(roomStateReads).initialData(room, caller, args.participantId, ctx.requestId);
        // Asked again while the room service itself is moving to a live node; given up after that
        // (the next event's version jump then tells the client to read the state itself).
        const resumed = async () => {
          for (let attempt = 1; attempt <= RESUME_ATTEMPTS; attempt += 1) {
            try {
              queue.push(await stateNow());
              return;
            } catch (error) {
              if (error instanceof AppError && error.code !== ErrorCode.Unavailable) return;
            }
            await new Promise((resolve) => setTimeout(resolve, RESUME_RETRY_MS));
          }
        };
        const listening = ctx.feeds.of(roomFeed).listen(
          room,
          (event) => queue.push(event),
          () => void resumed(),
        );
        queue.listening(listening.stop);
        try {
          await listening.ready;
          queue.begin(await stateNow());
        } catch (error) {
          await queue.return();
          throw error;
        }
        return queue;
      },
      resolve: (delivery: Delivery<RoomEvent>) => {
        if (delivery instanceof Error) throw delivery;
        return delivery;
      },
    },
  },
} satisfies GatewayModule['resolvers'];
