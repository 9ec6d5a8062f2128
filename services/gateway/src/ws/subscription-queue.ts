import { AppError, ErrorCode } from '@canstring/contracts';

/** What a subscription hands on: an item, or the reason it ends. */
export type Delivery<T> = T | Error;

export interface SubscriptionQueueOptions<T> {
  /**
   * Items with the same key replace each other: only the newest is sent, in the order they last
   * changed (a slow client gets where things are now, and the queue holds one item per key at most).
   */
  keyOf?: (item: T) => unknown;
  /** An item after which nothing more is sent: the subscription ends once it is handed on. */
  isLast?: (item: T) => boolean;
  /** How long a check that could not be made is tried again (ADMIT_UNAVAILABLE_FOR_MS by default). */
  unavailableForMs?: number;
  /**
   * Whether `admit` holds a fresh answer now, so asking it would not wait: only then may an item be
   * handed on at once (see `handOnAtOnce`). Without it every item goes through the queue.
   */
  admittedNow?: () => boolean;
}

/** Takes an item at once and says so; false when it cannot now (the item then goes through the queue). */
export type AtOnce<T> = (item: T) => boolean;

/**
 * A check the server could not make now (the user service busy or away: UNAVAILABLE) is not a
 * refusal: it is tried again, after these waits, for this long before the subscription ends with it.
 * Meanwhile nothing is handed on. (A thousand guests' passes rechecked at once timed out and ended
 * every participant's room events.)
 */
export const ADMIT_UNAVAILABLE_FOR_MS = 30_000;
const ADMIT_RETRY_WAITS_MS = [250, 500, 1_000, 2_000, 4_000];

const unavailable = (error: unknown) => error instanceof AppError && error.code === ErrorCode.Unavailable;

/**
 * What one graphql-ws subscription has yet to send, as the async iterator GraphQL reads. The feed
 * pushes; before each item is handed on `admit` is asked again (the session or guest-pass check), and
 * when it refuses, its error is the last thing handed on (a check that could not be made is tried
 * again first, ADMIT_UNAVAILABLE_FOR_MS). `return` (the client completed, or the
 * socket closed) ends it at once, even while it waits, and stops the listening.
 */
export class SubscriptionQueue<T> implements AsyncIterableIterator<Delivery<T>> {
  protected readonly queued: T[] = [];
  private waiting: ((result: IteratorResult<Delivery<T>>) => void) | undefined;
  private done = false;
  private stopListening: () => void = () => undefined;
  private atOnce: AtOnce<T> | undefined;

  constructor(
    private readonly admit: () => Promise<unknown>,
    private readonly options: SubscriptionQueueOptions<T> = {},
  ) {}

  /** Ties the queue to its listening; called once the listener is in place. */
  listening(stop: () => void): void {
    this.stopListening = stop;
  }

  /**
   * Lets the reader take items as they are pushed, with no promise between: while it waits with
   * nothing queued (so nothing can overtake), the subscriber's check holds a fresh answer, and the
   * item is not the last. Anything else goes through the queue as before. (A room of a thousand
   * receives each event in one pass of the feed, not in a thousand chains of promises.)
   */
  handOnAtOnce(take: AtOnce<T>): void {
    this.atOnce = take;
  }

  push(item: T): void {
    if (this.done) return;
    if (this.tookAtOnce(item)) return;
    const { keyOf } = this.options;
    if (keyOf) {
      const key = keyOf(item);
      const earlier = this.queued.findIndex((queued) => keyOf(queued) === key);
      if (earlier >= 0) this.queued.splice(earlier, 1);
    }
    this.queued.push(item);
    this.wake();
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

  /**
   * What the reader receives of an item, made as it is handed on: the item itself, unless a queue
   * says otherwise. The same item must give the same view when asked again (one the reader could not
   * take at once is handed on again through the queue).
   */
  protected handedOn(item: T): T {
    return item;
  }

  private tookAtOnce(item: T): boolean {
    const { atOnce, options } = this;
    if (!atOnce || !this.waiting || this.queued.length) return false;
    if (options.isLast?.(item) || !options.admittedNow?.()) return false;
    return atOnce(this.handedOn(item));
  }

  /** Hands the next queued item to a reader already waiting. */
  protected wake(): void {
    if (!this.waiting || !this.queued.length) return;
    const resolve = this.waiting;
    this.waiting = undefined;
    void this.nextQueued().then(resolve);
  }

  private async nextQueued(): Promise<IteratorResult<Delivery<T>>> {
    const item = this.queued.shift() as T;
    try {
      await this.admitted();
    } catch (error) {
      this.finish();
      return { done: false, value: error instanceof Error ? error : new Error(String(error)) };
    }
    if (this.done) return { done: true, value: undefined };
    if (this.options.isLast?.(item)) this.finish();
    return { done: false, value: this.handedOn(item) };
  }

  /** `admit`, tried again while it could not be checked, until it answers, the time is up or the queue ends. */
  private async admitted(): Promise<void> {
    const giveUpAt = Date.now() + (this.options.unavailableForMs ?? ADMIT_UNAVAILABLE_FOR_MS);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.admit();
        return;
      } catch (error) {
        if (this.done) return;
        const wait = ADMIT_RETRY_WAITS_MS[Math.min(attempt, ADMIT_RETRY_WAITS_MS.length - 1)] as number;
        if (!unavailable(error) || Date.now() + wait > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
        if (this.done) return;
      }
    }
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
