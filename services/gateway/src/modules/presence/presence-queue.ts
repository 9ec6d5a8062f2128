import type { Presence } from '@canstring/contracts';

/** What a subscriber's queue hands on: a change, or the reason its subscription ends. */
export type PresenceDelivery = Presence | Error;

/**
 * The presence changes one subscription has yet to send, as the async iterator GraphQL reads. Only
 * the newest change of each person is kept (a slow client gets where everyone is now, not every step,
 * and the queue never holds more than one entry per person). Before each change is handed on, `admit`
 * is asked again (the session check); when it refuses, its error is the last thing handed on.
 * `return` (the client completed, or the socket closed) ends it at once and stops the listening.
 */
export class PresenceQueue implements AsyncIterableIterator<PresenceDelivery> {
  private readonly queued = new Map<number, Presence>();
  private waiting: ((result: IteratorResult<PresenceDelivery>) => void) | undefined;
  private done = false;
  private stopListening: () => void = () => undefined;

  constructor(private readonly admit: () => Promise<unknown>) {}

  /** Ties the queue to its listening; called once the listener is in place. */
  listening(stop: () => void): void {
    this.stopListening = stop;
  }

  push(presence: Presence): void {
    if (this.done) return;
    // Deleting first moves the person to the back: changes go out in the order they last happened.
    this.queued.delete(presence.userId);
    this.queued.set(presence.userId, presence);
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      void this.nextQueued().then(resolve);
    }
  }

  next(): Promise<IteratorResult<PresenceDelivery>> {
    if (this.done) return Promise.resolve({ done: true, value: undefined });
    if (this.queued.size) return this.nextQueued();
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<PresenceDelivery>> {
    this.finish();
    return Promise.resolve({ done: true, value: undefined });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private async nextQueued(): Promise<IteratorResult<PresenceDelivery>> {
    const [userId, presence] = this.queued.entries().next().value as [number, Presence];
    this.queued.delete(userId);
    try {
      await this.admit();
    } catch (error) {
      this.finish();
      return { done: false, value: error instanceof Error ? error : new Error(String(error)) };
    }
    if (this.done) return { done: true, value: undefined };
    return { done: false, value: presence };
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    this.queued.clear();
    this.stopListening();
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve?.({ done: true, value: undefined });
  }
}
