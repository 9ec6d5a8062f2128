import type { ChatMessage } from '@canstring/contracts';

/** What a subscriber's queue hands on: a message, or the reason its subscription ends. */
export type Delivery = ChatMessage | Error;

/**
 * The messages one subscription has yet to send, as the async iterator GraphQL reads. Before each
 * message is handed on, `admit` is asked again (the session check); when it refuses, its error is
 * the last thing handed on. `return` (the client completed, or the socket closed) ends it at once,
 * even while it waits, and stops the listening.
 */
export class MessageQueue implements AsyncIterableIterator<Delivery> {
  private readonly queued: ChatMessage[] = [];
  private waiting: ((result: IteratorResult<Delivery>) => void) | undefined;
  private done = false;
  private stopListening: () => void = () => undefined;

  constructor(private readonly admit: () => Promise<unknown>) {}

  /** Ties the queue to its listening; called once the listener is in place. */
  listening(stop: () => void): void {
    this.stopListening = stop;
  }

  push(message: ChatMessage): void {
    if (this.done) return;
    this.queued.push(message);
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      void this.nextQueued().then(resolve);
    }
  }

  next(): Promise<IteratorResult<Delivery>> {
    if (this.done) return Promise.resolve({ done: true, value: undefined });
    if (this.queued.length) return this.nextQueued();
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<Delivery>> {
    this.finish();
    return Promise.resolve({ done: true, value: undefined });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private async nextQueued(): Promise<IteratorResult<Delivery>> {
    const message = this.queued.shift() as ChatMessage;
    try {
      await this.admit();
    } catch (error) {
      this.finish();
      return { done: false, value: error instanceof Error ? error : new Error(String(error)) };
    }
    if (this.done) return { done: true, value: undefined };
    return { done: false, value: message };
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
