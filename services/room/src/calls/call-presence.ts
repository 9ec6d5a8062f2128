import { presenceChangedEventSchema, presenceEvents } from '@canstring/contracts';
import type { RoomServiceContext } from '../context';
import { bothOf, publishCallEvent } from './call-events';
import { callOf } from './call-model';
import { liveCallsOf, moveCall } from './call-store';

/** Queue group: each presence change is handled by one room-service instance. */
const QUEUE = 'room.calls.presence';

export interface CallPresenceWatch {
  stop(): Promise<void>;
}

/**
 * Someone whose last connection closed (their browser closed, their network went) cannot be in a
 * call: their ringing calls end as cancelled (they rang) or missed (they were rung), their open call
 * as ended, so the other person is told and neither stays 'busy' for ever.
 */
export const startCallPresenceWatch = (ctx: RoomServiceContext): CallPresenceWatch => {
  let pending: Promise<void> = Promise.resolve();

  const endCallsOf = async (userId: number) => {
    const now = ctx.clock.now();
    for (const row of await liveCallsOf(ctx.db, userId)) {
      const to = row.state === 'accepted' ? 'ended' : row.callerId === userId ? 'cancelled' : 'missed';
      const moved = await moveCall(ctx.db, row.callId, row.state as 'ringing' | 'accepted', to, now);
      if (!moved) continue;
      const call = callOf(moved);
      publishCallEvent(ctx.nc, bothOf(call), {
        kind: call.state as 'ended' | 'cancelled' | 'missed',
        call,
        fromUserId: to === 'missed' ? null : userId,
      });
    }
  };

  const subscription = ctx.nc.subscribe(presenceEvents.changed, {
    queue: QUEUE,
    callback: (_error, msg) => {
      const parsed = presenceChangedEventSchema.safeParse(msg.json());
      if (!parsed.success || parsed.data.online) return;
      const { userId } = parsed.data;
      pending = pending
        .then(() => endCallsOf(userId))
        .catch((error: unknown) =>
          ctx.log.warn({ err: error, userId }, 'ending the calls of someone offline failed'),
        );
    },
  });

  return {
    stop: async () => {
      subscription.unsubscribe();
      await pending;
    },
  };
};
