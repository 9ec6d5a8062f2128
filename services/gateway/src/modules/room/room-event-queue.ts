import type { RoomEvent, RoomState } from '@canstring/contracts';

/** What a subscriber's queue hands on: an event, or the reason its subscription ends. */
export type RoomDelivery = RoomEvent | Error;

/** The whole state as the first event of a subscription. */
export const initialDataOf = (state: RoomState, participantId: string): RoomEvent => ({
  room: state.room,
  version: state.version,
  method: 'onInitialData',
  fromParticipantId: null,
  payload: '{}',
  flags: state.flags,
  participants: state.participants,
  left: [],
  audience: [participantId],
  state,
});

/** An event after which this participant receives nothing more: they are gone, or the meeting is. */
const endsFor = (event: RoomEvent, participantId: string): boolean =>
  event.method === 'meetingEnded' || event.left.includes(participantId);

/**
 * The room events one participant's subscription has yet to send, as the async iterator GraphQL reads.
 * It listens before the state is read; `begin` then puts onInitialData first and drops what was queued
 * meanwhile with a version below the state's (the state holds it already). Only events for everyone
 * or for this participant get in. Before each event `admit` is asked (the session or pass check);
 * when it refuses, its error is the last thing handed on. An event that removes the participant, or
 * ends the meeting, is the last one. `return` (the client completed, the socket closed) ends it at once.
 */
export class RoomEventQueue implements AsyncIterableIterator<RoomDelivery> {
  private readonly queued: RoomEvent[] = [];
  private waiting: ((result: IteratorResult<RoomDelivery>) => void) | undefined;
  private done = false;
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly participantId: string,
    private readonly admit: () => Promise<unknown>,
  ) {}

  /** Ties the queue to its listening; called once the listener is in place. */
  listening(stop: () => void): void {
    this.stopListening = stop;
  }

  /** The state read after listening began: onInitialData goes first, older queued events are dropped. */
  begin(state: RoomState): void {
    const newer = this.queued.filter((event) => event.version >= state.version);
    this.queued.length = 0;
    this.queued.push(initialDataOf(state, this.participantId), ...newer);
  }

  push(event: RoomEvent): void {
    if (this.done) return;
    if (event.audience !== null && !event.audience.includes(this.participantId)) return;
    this.queued.push(event);
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      void this.nextQueued().then(resolve);
    }
  }

  next(): Promise<IteratorResult<RoomDelivery>> {
    if (this.done) return Promise.resolve({ done: true, value: undefined });
    if (this.queued.length) return this.nextQueued();
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<RoomDelivery>> {
    this.finish();
    return Promise.resolve({ done: true, value: undefined });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private async nextQueued(): Promise<IteratorResult<RoomDelivery>> {
    const event = this.queued.shift() as RoomEvent;
    try {
      await this.admit();
    } catch (error) {
      this.finish();
      return { done: false, value: error instanceof Error ? error : new Error(String(error)) };
    }
    if (this.done) return { done: true, value: undefined };
    if (endsFor(event, this.participantId)) this.finish();
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
