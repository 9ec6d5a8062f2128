/** What a subscriber's queue hands on: a change, or the reason its subscription ends. */
export type Delivery<T> = T | Error;

/**
 * The changes one subscription has yet to send, as the async iterator GraphQL reads. Before each
 * is handed on, `admit` is asked (the session check); when it refuses, its error is the last thing
 * handed on. `return` (client completed, socket closed) ends it at once and stops the listening.
 */
export class ChangeQueue<T> implements AsyncIterableIterator<Delivery<T>> {
  private readonly queued: T[] = [];
  private waiting: ((result: IteratorResult<Delivery<T>>) => void) | undefined;
  private done = false;
  private stopListening: () => void = () => undefined;

  constructor(private readonly admit: () => Promise<unknown>) {}

  listening(stop: () => void): void {
    this.stopListening = stop;
  }

  push(change: T): void {
    if (this.done) return;
    this.queued.push(change);
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      void this.nextQueued().then(resolve);
    }
  }

  next(): Promise<IteratorResult<Delivery<T>>> {
    if (this.done) return Promise.resolve({ done: true, value: undefined });
    if (this.queued.length) return this.nextQueued();
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<Delivery<T>>> {
    this.finish();
    return Promise.resolve({ done: true, value: undefined });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private async nextQueued(): Promise<IteratorResult<Delivery<T>>> {
    const change = this.queued.shift() as T;
    try {
      await this.admit();
    } catch (error) {
      this.finish();
      return { done: false, value: error instanceof Error ? error : new Error(String(error)) };
    }
    if (this.done) return { done: true, value: undefined };
    return { done: false, value: change };
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    this.queued.length = 0;
    this.stopListening();
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve?.({ done: true, value: undefined });
  }
}
