import type { UserServiceContext } from '../context';
import { publishPresenceChanged } from './presence-events';
import { sweepSilentGateways } from './presence-repository';

export interface PresenceSweeper {
  stop(): Promise<void>;
}

/**
 * Every third of PRESENCE_STALE_MS, drops the connections of gateway processes that have sent no
 * heartbeat for PRESENCE_STALE_MS, so a crashed process does not leave its people online; they go
 * offline at most about 1.3 windows after its last heartbeat.
 */
export const startPresenceSweeper = (ctx: UserServiceContext): PresenceSweeper => {
  const staleMs = ctx.config.PRESENCE_STALE_MS;
  const everyMs = Math.max(100, Math.floor(staleMs / 3));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const sweep = async () => {
    try {
      publishPresenceChanged(ctx.nc, await sweepSilentGateways(ctx.db, staleMs));
    } catch (error) {
      // The next round tries again (a deadlock with a heartbeat, a database restart ...).
      if (!stopped) ctx.log.warn({ err: error }, 'presence sweep failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep().finally(schedule);
    }, everyMs);
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
