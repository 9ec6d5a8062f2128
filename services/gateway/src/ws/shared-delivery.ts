import type { Socket } from 'node:net';
import { createSourceEventStream, type ExecutionArgs, type ExecutionResult, subscribe } from 'graphql';
import { MessageType } from 'graphql-ws';
import type { WebSocket } from 'ws';
import { preparedNow, preparedOnce } from './prepared-events';
import { SubscriptionQueue } from './subscription-queue';
import { turnWritesOf } from './turn-writes';

/** Where one subscription's prepared events go: its shape, and its socket with its operation's id. */
interface SharedDelivery {
  shapeKey: string;
  /** Sends one `next` message whose payload is this JSON text (as UTF-8 bytes). */
  write(payload: Buffer): Promise<void>;
  /** Whether a message sent now goes out with this turn's: the socket is open and holds nothing older. */
  clear(): boolean;
  /** Sends it without waiting for the socket (only when `clear`: it then keeps the order of sends). */
  send(payload: Buffer): void;
}

const deliveries = new WeakMap<ExecutionArgs, SharedDelivery>();
const CLOSING_BRACE = Buffer.from('}');

/**
 * Marks an operation's execution as shared: its events are executed and serialised once per shape
 * (see `preparedOnce`) and the same payload text is written, behind this operation's id, to its
 * socket (`connection` is the socket's TCP connection), with the other messages of the same turn
 * (see `TurnWrites`). graphql-ws's own `next` (which would serialise again for each subscriber) is
 * left for results with errors.
 */
export const deliverShared = (
  args: ExecutionArgs,
  shapeKey: string,
  socket: WebSocket,
  connection: Socket,
  operationId: string,
): void => {
  // The message as graphql-ws writes it, {"id","type","payload"}, with the payload's bytes spliced in:
  // encoded once per event, not once per socket. Sent as text, as graphql-ws sends.
  const prefix = Buffer.from(`{"id":${JSON.stringify(operationId)},"type":"${MessageType.Next}","payload":`);
  const message = (payload: Buffer) => Buffer.concat([prefix, payload, CLOSING_BRACE]);
  const writes = turnWritesOf(socket, connection);
  deliveries.set(args, {
    shapeKey,
    write: (payload) =>
      new Promise((resolve, reject) => {
        if (socket.readyState !== socket.OPEN) return resolve();
        writes.send(message(payload), (error) => (error ? reject(error) : resolve()));
      }),
    clear: () => writes.clear(),
    // A failed write closes the socket, and graphql-ws then ends its operations.
    send: (payload) => writes.send(message(payload)),
  });
};

/**
 * The results graphql-ws reads for a shared operation: each event of the source stream (already
 * filtered and admitted for this subscriber) is prepared once per shape and written straight to the
 * socket; only a result with errors is handed on. `return` goes to the source at once, as graphql's
 * own mapping does, so a completed subscription stops even while it waits.
 *
 * A source that is a subscription queue also hands events over as they are pushed, while this
 * waits for it (see `SubscriptionQueue.handOnAtOnce`): an event already prepared, or prepared
 * without waiting, goes to a clear socket there and then, with no promise per subscriber.
 */
class SharedResults implements AsyncIterableIterator<ExecutionResult> {
  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly args: ExecutionArgs,
    private readonly delivery: SharedDelivery,
  ) {
    if (source instanceof SubscriptionQueue) source.handOnAtOnce((event) => this.sentAtOnce(event));
  }

  private sentAtOnce(event: unknown): boolean {
    if (!this.delivery.clear()) return false;
    const payload = preparedNow(this.args, this.delivery.shapeKey, event)?.payload;
    if (payload === undefined) return false;
    this.delivery.send(payload);
    return true;
  }

  async next(): Promise<IteratorResult<ExecutionResult>> {
    for (;;) {
      const item = await this.source.next();
      if (item.done) return { done: true, value: undefined };
      const prepared = await preparedOnce(this.args, this.delivery.shapeKey, item.value);
      if (prepared.payload === undefined) return { done: false, value: prepared.result };
      await this.delivery.write(prepared.payload);
    }
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    return { done: true, value: undefined };
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** graphql's `subscribe`, sharing the execution of the operations marked by `deliverShared`. */
export const subscribeSharing = async (
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
  const delivery = deliveries.get(args);
  if (!delivery) return subscribe(args);
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  return new SharedResults(source[Symbol.asyncIterator](), args, delivery);
};
