/** What arrives in a test (events, answers), in order, and a wait for the first that matches. */
export interface Arrivals<T> {
  readonly items: T[];
  push(item: T): void;
  /** The first item, arrived or still to come, that matches; rejects after `timeoutMs`, naming what came. */
  next(match: (item: T) => boolean, timeoutMs: number): Promise<T>;
}

/** `what` and `describe` word the rejection: "no matching <what>; saw <describe(items)>". */
export const createArrivals = <T>(what: string, describe: (items: T[]) => string): Arrivals<T> => {
  const items: T[] = [];
  const waiters = new Set<() => void>();
  return {
    items,
    push(item) {
      items.push(item);
      for (const wake of waiters) wake();
    },
    next: (match, timeoutMs) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = items.find(match);
          if (found === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching ${what}; saw ${describe(items)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
};
