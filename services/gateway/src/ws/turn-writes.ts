import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * A subscriber's socket, written once per turn of the event loop: the first message of a turn corks
 * its TCP connection and the end of the turn (`setImmediate`) uncorks it, so every message that
 * reaches this subscriber in the turn goes out in one system call. With a thousand subscribers these
 * writes, one per subscriber and event, were over half of the gateway's CPU (in the kernel), and the
 * gateway fell behind a group's fan-out; while it catches up, each socket's backlog now goes out
 * together instead of one write per event. A message alone in its turn waits for nothing but the
 * rest of the turn.
 */
export class TurnWrites {
  /** Bytes this turn's messages added to the socket's buffer, held back by the cork until the turn ends. */
  private held = 0;
  private corked = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly connection: Socket,
  ) {}

  /**
   * Whether a message sent now goes out with this turn's writes: the socket is open and holds
   * nothing older (nothing but what this turn held back).
   */
  clear(): boolean {
    return this.socket.readyState === this.socket.OPEN && this.socket.bufferedAmount === this.held;
  }

  /** Sends one text message in this turn's write; `done` is called once it is written (or failed). */
  send(data: Buffer, done?: (error?: Error | null) => void): void {
    this.holdUntilTurnEnds();
    const before = this.socket.bufferedAmount;
    this.socket.send(data, { binary: false }, done);
    this.held += this.socket.bufferedAmount - before;
  }

  private holdUntilTurnEnds(): void {
    if (this.corked) return;
    this.corked = true;
    this.connection.cork();
    setImmediate(() => {
      this.corked = false;
      this.held = 0;
      this.connection.uncork();
    });
  }
}

const bySocket = new WeakMap<WebSocket, TurnWrites>();

/** The socket's turn writes, one for all the subscriptions on it (`connection` is its TCP connection). */
export const turnWritesOf = (socket: WebSocket, connection: Socket): TurnWrites => {
  let writes = bySocket.get(socket);
  if (!writes) {
    writes = new TurnWrites(socket, connection);
    bySocket.set(socket, writes);
  }
  return writes;
};
