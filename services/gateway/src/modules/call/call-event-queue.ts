import type { CallEvent } from '@canstring/contracts';

/** What a subscriber's queue hands on: an event, or the reason its subscription ends. */
export type CallDelivery = CallEvent | Error;

/**
 * The call events one subscription has yet to send, as the async iterator GraphQL reads. Before each
 * event `admit` is asked again (the session check); when it refuses, its error is the last thing handed
 * on. `return` (the client completed, the socket closed) ends it at once and stops the listening.
 */
export class CallEventQueue implements AsyncIterableIterator<CallDelivery> {
  private readonly queued: CallEvent[] = [];
  private waiting: ((result: IteratorResult<CallDelivery>) => void) | undefined;
  private done = false;
  private stopListening: () => void = () => undefined;

  constructor(private readonly admit: () => Promise<unknown>) {}

  listening(stop: () => void): void {
    this.stopListening = stop;
  }

  push(event: CallEvent): void {
    if (this.done) return;
    this.queued.push(event);
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      void this.nextQueued().then(resolve);
    }
  }

  next(): Promise<IteratorResult<CallDelivery>> {
    if (this.done) return Promise.resolve({ done: true, value: undefined });
    if (this.queued.length) return this.nextQueued();
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<CallDelivery>> {
    this.finish();
    return Promise.resolve({ done: true, value: undefined });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private async nextQueued(): Promise<IteratorResult<CallDelivery>> {
    const event = this.queued.shift() as CallEvent;
    try {
      await this.admit();
    } catch (error) {
      this.finish();
      return { done: false, value: error instanceof Error ? error : new Error(String(error)) };
    }
    if (this.done) return { done: true, value: undefined };
    return { done: false, value: event };
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
