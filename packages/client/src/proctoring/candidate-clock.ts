import { EXAM_TIMER_TICK_MS } from '@canstring/contracts';

/**
 * A candidate's exam time (spec 3 §4, §9): once they started, every EXAM_TIMER_TICK_MS the whole
 * seconds since their start are sent (updateCandidateTime), counted from when this page heard the
 * start (so this machine's clock being off does not forge a time), or from the start the room kept
 * (a reload). `send` failures are passed over: the next tick sends the time again.
 */
export const createCandidateClock = (send: (time: number) => Promise<void>) => {
  let timer: ReturnType<typeof setInterval> | null = null;
  let origin = 0;
  const seconds = () => Math.max(0, Math.floor((Date.now() - origin) / 1000));
  return {
    /** Starts counting from `startedAt` (ISO), or from now when the start was just heard. */
    start(startedAt: string, heardNow: boolean) {
      if (timer) return;
      origin = heardNow ? Date.now() : Date.parse(startedAt);
      timer = setInterval(() => {
        void send(seconds()).catch(() => undefined);
      }, EXAM_TIMER_TICK_MS);
    },
    running: () => timer !== null,
    /** The whole seconds since the start, as sent. */
    seconds,
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
};
export type CandidateClock = ReturnType<typeof createCandidateClock>;
