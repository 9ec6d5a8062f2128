import http from 'node:http';
import net from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { gatherWrites, SOCKET_HIGH_WATER_BYTES, sendGathered } from './socket-batches';

/** A connected pair on loopback: what the gateway writes, and what its client reads, chunk by chunk. */
const connectedPair = async () => {
  const chunks: string[] = [];
  let received: () => void = () => undefined;
  const server = net.createServer((peer) =>
    peer.on('data', (data) => {
      chunks.push(String(data));
      received();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.setNoDelay(true);
  const bytesRead = (length: number) =>
    new Promise<void>((resolve) => {
      received = () => {
        if (chunks.join('').length >= length) resolve();
      };
      received();
    });
  const close = async () => {
    socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return { socket, chunks, bytesRead, close };
};

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('gathering a socket’s writes', () => {
  it('holds what one turn writes and sends it together when the turn is over', async () => {
    const pair = await connectedPair();
    gatherWrites(pair.socket);
    gatherWrites(pair.socket);
    pair.socket.write('one,');
    pair.socket.write('two,');
    pair.socket.write('three');
    // Nothing has left yet: the socket is held for the rest of the turn.
    expect(pair.socket.writableCorked).toBe(1);
    expect(pair.socket.writableLength).toBe('one,two,three'.length);
    await nextTurn();
    expect(pair.socket.writableCorked).toBe(0);
    await pair.bytesRead('one,two,three'.length);
    // One write: the reader got all three in one piece.
    expect(pair.chunks).toEqual(['one,two,three']);
    await pair.close();
  });

  it('sends each turn’s writes at that turn’s end, to every socket gathered in it', async () => {
    const first = await connectedPair();
    const second = await connectedPair();
    gatherWrites(first.socket);
    first.socket.write('a');
    gatherWrites(second.socket);
    second.socket.write('b');
    await nextTurn();
    await Promise.all([first.bytesRead(1), second.bytesRead(1)]);
    gatherWrites(first.socket);
    first.socket.write('c');
    expect(first.socket.writableCorked).toBe(1);
    await nextTurn();
    await first.bytesRead(2);
    expect(first.chunks.join('')).toBe('ac');
    expect(second.chunks).toEqual(['b']);
    await Promise.all([first.close(), second.close()]);
  });

  it('leaves a socket already destroyed as it is', async () => {
    const pair = await connectedPair();
    pair.socket.destroy();
    expect(() => gatherWrites(pair.socket)).not.toThrow();
    expect(pair.socket.writableCorked).toBe(0);
    await nextTurn();
    await pair.close();
  });
});

/** A WebSocket as the gateway holds it (with the connection under it) and its client's messages. */
const webSocketPair = async () => {
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const accepted = new Promise<{ socket: WebSocket; stream: net.Socket }>((resolve) =>
    wss.once('connection', (socket, request) => resolve({ socket, stream: request.socket })),
  );
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  const messages: string[] = [];
  let received: () => void = () => undefined;
  client.on('message', (data) => {
    messages.push(String(data));
    received();
  });
  await new Promise((resolve) => client.once('open', resolve));
  const { socket, stream } = await accepted;
  const messagesRead = (count: number) =>
    new Promise<void>((resolve) => {
      received = () => {
        if (messages.length >= count) resolve();
      };
      received();
    });
  const close = async () => {
    client.terminate();
    socket.terminate();
    wss.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { socket, stream, messages, messagesRead, close };
};

/** Whether each promise has settled by now (after the microtasks already queued ran). */
const settledYet = async (promises: Promise<void>[]) => {
  const settled = promises.map(() => false);
  promises.forEach((p, i) => void p.then(() => (settled[i] = true)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('a message sent gathered', () => {
  it('is taken at once while the socket holds little, and waits to be written once it holds more than the high-water mark', async () => {
    const pair = await webSocketPair();
    const third = Math.floor(SOCKET_HIGH_WATER_BYTES / 2.5);
    const texts = ['a', 'b', 'c'].map((letter) => letter.repeat(third));
    const sent = texts.map((text) => sendGathered(pair.socket, pair.stream, Buffer.from(text)));
    // Two fit under the mark; the third is over it, so its sender waits until the turn's write is done.
    expect(pair.stream.writableCorked).toBe(1);
    const early = sent.map(() => false);
    sent.forEach((p, i) => void p.then(() => (early[i] = true)));
    await Promise.resolve();
    await Promise.resolve();
    expect(early).toEqual([true, true, false]);
    await sent[2];
    await pair.messagesRead(3);
    expect(pair.messages).toEqual(texts);
    await pair.close();
  });

  it('is not sent on a socket that is no longer open, and settles', async () => {
    const pair = await webSocketPair();
    pair.socket.close();
    expect(await settledYet([sendGathered(pair.socket, pair.stream, Buffer.from('late'))])).toEqual([true]);
    expect(pair.messages).toEqual([]);
    await pair.close();
  });
});
