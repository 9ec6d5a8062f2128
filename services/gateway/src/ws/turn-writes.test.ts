import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { TurnWrites, turnWritesOf } from './turn-writes';

/** A real ws server and client on loopback; the server's side of one connection, with its writes counted. */
interface Connection {
  socket: WebSocket;
  connection: Socket;
  /** The system writes the server's TCP connection made so far (a writev of many chunks counts once). */
  writes(): number;
  /** The text messages the client received, in order. */
  received: string[];
  /** Resolves once the client holds `count` messages. */
  receivedCount(count: number): Promise<void>;
}

let server: http.Server;
let wss: WebSocketServer;
const clients: WebSocket[] = [];

beforeAll(async () => {
  server = http.createServer();
  wss = new WebSocketServer({ server });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const client of clients) client.terminate();
  wss.close();
  await new Promise((resolve) => server.close(resolve));
});

const connect = async (): Promise<Connection> => {
  const accepted = new Promise<[WebSocket, http.IncomingMessage]>((resolve) =>
    wss.once('connection', (socket, request) => resolve([socket, request])),
  );
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  clients.push(client);
  const received: string[] = [];
  const waiters: (() => void)[] = [];
  client.on('message', (data) => {
    received.push(String(data));
    for (const wake of waiters.splice(0)) wake();
  });
  const [socket, request] = await accepted;
  await new Promise((resolve) => client.once('open', resolve));
  const connection = request.socket;
  let writes = 0;
  const counted = connection as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  for (const method of ['_write', '_writev'] as const) {
    const original = counted[method].bind(connection);
    counted[method] = (...args: unknown[]) => {
      writes += 1;
      return original(...args);
    };
  }
  const receivedCount = async (count: number) => {
    while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { socket, connection, writes: () => writes, received, receivedCount };
};

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('turn writes', () => {
  it("sends a turn's messages to a socket in one write, in order, and a later turn's in another", async () => {
    const c = await connect();
    const writes = new TurnWrites(c.socket, c.connection);
    const before = c.writes();
    writes.send(Buffer.from('one'));
    writes.send(Buffer.from('two'));
    writes.send(Buffer.from('three'));
    expect(c.writes()).toBe(before);
    await c.receivedCount(3);
    expect(c.received).toEqual(['one', 'two', 'three']);
    expect(c.writes()).toBe(before + 1);

    writes.send(Buffer.from('four'));
    await c.receivedCount(4);
    expect(c.received).toEqual(['one', 'two', 'three', 'four']);
    expect(c.writes()).toBe(before + 2);
  });

  it('calls back once a message is written', async () => {
    const c = await connect();
    const writes = new TurnWrites(c.socket, c.connection);
    const written = new Promise<Error | null | undefined>((resolve) =>
      writes.send(Buffer.from('hello'), resolve),
    );
    // No error: the net socket answers a write done with null.
    expect(await written).toBeFalsy();
    await c.receivedCount(1);
    expect(c.received).toEqual(['hello']);
  });

  it("is clear while the socket holds nothing but this turn's messages", async () => {
    const c = await connect();
    const writes = new TurnWrites(c.socket, c.connection);
    expect(writes.clear()).toBe(true);
    writes.send(Buffer.from('mine'));
    expect(c.socket.bufferedAmount).toBeGreaterThan(0);
    expect(writes.clear()).toBe(true);
    // Something else written to the socket in the same turn is older than the next message.
    c.socket.send('another writer');
    expect(writes.clear()).toBe(false);
    await nextTurn();
    await c.receivedCount(2);
    expect(c.socket.bufferedAmount).toBe(0);
    expect(writes.clear()).toBe(true);

    c.socket.close();
    expect(writes.clear()).toBe(false);
  });

  it('is one per socket, for all the subscriptions on it', async () => {
    const a = await connect();
    const b = await connect();
    const first = turnWritesOf(a.socket, a.connection);
    expect(turnWritesOf(a.socket, a.connection)).toBe(first);
    expect(turnWritesOf(b.socket, b.connection)).not.toBe(first);
  });
});
