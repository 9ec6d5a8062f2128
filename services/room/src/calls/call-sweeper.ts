import { CALL_RING_TIMEOUT_MS } from '@canstring/contracts';
import type { RoomServiceContext } from '../context';
import { bothOf, publishCallEvent } from './call-events';
import { callOf } from './call-model';
import { missUnansweredRings } from './call-store';

export interface CallSweeper {
  stop(): Promise<void>;
}

/**
 * Every ROOM_SWEEP_MS, rings unanswered for CALL_RING_TIMEOUT_MS become missed: the caller sees 'User
 * is not available for the call !' and the callee's popup closes. The move is one UPDATE ... RETURNING,
 * so with several instances each ring is announced once.
 */
export const startCallSweeper = (ctx: RoomServiceContext): CallSweeper => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const sweep = async () => {
    const now = ctx.clock.now();
    try {
      const missed = await missUnansweredRings(ctx.db, new Date(now.getTime() - CALL_RING_TIMEOUT_MS), now);
      for (const row of missed) {
        const call = callOf(row);
        publishCallEvent(ctx.nc, bothOf(call), { kind: 'missed', call, fromUserId: null });
      }
    } catch (error) {
      if (!stopped) ctx.log.warn({ err: error }, 'call sweep failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep().finally(schedule);
    }, ctx.config.ROOM_SWEEP_MS);
    timer.unref();
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
