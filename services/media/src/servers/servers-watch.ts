import type { Logger } from '@canstring/service-kit';
import type { RoomPlacement } from './room-placement';
import type { ServerHealth } from './server-health';

/**
 * Checks every Janus server each `everyMs` (a ping, then its load); the rooms of one not
 * answering move to the least-loaded answering ones, where their participants' browsers rejoin
 * (their sessions on the lost server ended with it, and a rejoin asks for a fresh pass).
 */
export const watchServers = (
  health: ServerHealth,
  placement: RoomPlacement,
  log: Logger,
  everyMs: number,
) => {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const round = async () => {
    for (const name of await health.check()) {
      const moved = await placement.moveRoomsOf(name);
      if (moved > 0) log.info({ server: name, moved }, 'rooms of a lost Janus server moved');
    }
  };
  const timer = setInterval(() => {
    running = running
      .then(round)
      .catch((error: unknown) => log.warn({ err: error }, 'Janus servers check failed'));
  }, everyMs);
  timer.unref();
  return {
    /** The first check, before the service takes requests. */
    first: () => round().catch((error: unknown) => log.warn({ err: error }, 'Janus servers check failed')),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
