/** The one source of "now" for every time rule, so tests can fix and move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where it is set; tests move it instead of waiting. */
export interface SettableClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export const createFixedClock = (at: Date | string): SettableClock => {
  let current = new Date(at).getTime();
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
};
