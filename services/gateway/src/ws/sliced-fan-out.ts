/**
 * Listeners one event reaches in one go before the process turns to its other work for a moment.
 * Each reach is a socket write (about 20 µs on a loaded machine), so a slice is a couple of
 * milliseconds: a room of a thousand no longer holds a heartbeat's answer behind all its writes.
 */
export const LISTENERS_PER_SLICE = 100;

/** Hands events on to their listeners, a slice at a time, in the order the events came. */
export interface SlicedFanOut {
  /**
   * Calls `reach` with each of `listeners`, in order, after every event handed on before this one.
   * When nothing is waiting, the first slice is reached at once.
   */
  handOn<L>(listeners: readonly L[], reach: (listener: L) => void): void;
}

interface Waiting {
  listeners: readonly unknown[];
  reach: (listener: unknown) => void;
  next: number;
}

/**
 * A feed's fan-out. One event to many listeners is many socket writes in one stretch of the event
 * loop, and everything else the process does (answering requests, reading NATS) waits for the
 * stretch to end. Here at most `perSlice` listeners are reached, then the loop reads its sockets and
 * timers (`setImmediate`) before the next slice. Events keep their order: a later event waits until
 * every listener of the earlier ones is reached, so each listener still sees the feed's order.
 * `failed` is told of a listener that threw; the others are reached all the same.
 */
export const slicedFanOut = (
  failed: (error: unknown) => void,
  perSlice = LISTENERS_PER_SLICE,
): SlicedFanOut => {
  const queue: Waiting[] = [];
  let scheduled = false;

  const reachSlice = () => {
    scheduled = false;
    let budget = perSlice;
    while (budget > 0) {
      const head = queue[0];
      if (!head) return;
      if (head.next >= head.listeners.length) {
        queue.shift();
        continue;
      }
      const listener = head.listeners[head.next++];
      budget--;
      try {
        head.reach(listener);
      } catch (error) {
        failed(error);
      }
    }
    while (queue[0] && queue[0].next >= queue[0].listeners.length) queue.shift();
    if (queue.length > 0) {
      scheduled = true;
      setImmediate(reachSlice);
    }
  };

  return {
    handOn: (listeners, reach) => {
      if (listeners.length === 0) return;
      queue.push({ listeners, reach: reach as (listener: unknown) => void, next: 0 });
      if (!scheduled && queue.length === 1) reachSlice();
    },
  };
};
