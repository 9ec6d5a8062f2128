import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * How much a socket may hold unsent before a subscription waits for it: a client that reads slowly
 * gets at most this much in our buffer, and its later events wait in its subscription's queue (where
 * a newer state replaces an older one) instead of piling up here.
 */
export const SOCKET_HIGH_WATER_BYTES = 64 * 1024;

const gathering = new Set<Writable>();
let flushScheduled = false;

const flush = () => {
  flushScheduled = false;
  const sockets = [...gathering];
  gathering.clear();
  for (const socket of sockets) socket.uncork();
};

/**
 * Gathers what is written to this socket until the event loop's current turn is over, then sends it
 * in one write. A thousand subscribers each cost one system call per event; when events arrive
 * faster than the gateway writes them (several in one read from NATS), a socket's events of that
 * turn share one call instead of one each, so a busy gateway catches up rather than falls behind.
 * On a quiet gateway a turn holds one event, and nothing changes but the turn's end.
 */
export const gatherWrites = (socket: Writable): void => {
  if (gathering.has(socket) || socket.destroyed) return;
  socket.cork();
  gathering.add(socket);
  if (flushScheduled) return;
  flushScheduled = true;
  setImmediate(flush);
};

/**
 * Sends one text message on a WebSocket whose connection is `stream`, gathered with the turn's other
 * writes. Settles once the message is in the socket's buffer; while the socket holds more than
 * SOCKET_HIGH_WATER_BYTES unsent, only once it is written (the subscription waits for a slow reader).
 */
export const sendGathered = (socket: WebSocket, stream: Writable, message: Buffer): Promise<void> => {
  if (socket.readyState !== socket.OPEN) return Promise.resolve();
  gatherWrites(stream);
  const written = new Promise<void>((resolve, reject) => {
    socket.send(message, { binary: false }, (error) => (error ? reject(error) : resolve()));
  });
  if (socket.bufferedAmount > SOCKET_HIGH_WATER_BYTES) return written;
  // A socket that fails to write closes, and graphql-ws ends its operations then.
  written.catch(() => undefined);
  return Promise.resolve();
};
