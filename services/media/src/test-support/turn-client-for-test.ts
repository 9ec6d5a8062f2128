import { createSocket } from 'node:dgram';
import { createConnection } from 'node:net';
import {
  attributeOf,
  decodeStun,
  encodeStun,
  errorOf,
  longTermKey,
  newTransactionId,
  type PeerAddress,
  readXorAddress,
  StunAttribute,
  StunClass,
  type StunMessage,
  stunLengthOf,
  Transport,
  TurnMethod,
  xorAddress,
} from './stun-message-for-test';

/**
 * A small TURN client for tests (RFC 8656 with long-term credentials, RFC 6062's Connect), to check
 * what the relay lets a holder of the product's TURN credentials do. Over UDP or TCP to the server.
 */

/** A TURN answer: 200 for success, else the error code and reason coturn gave. */
export interface TurnOutcome {
  status: number;
  reason: string;
  /** Allocate: the relayed address. */
  relayed?: PeerAddress;
}

export interface TurnClientForTest {
  /** Allocates a relay (REQUESTED-TRANSPORT UDP, or TCP for RFC 6062). */
  allocate(transport?: keyof typeof Transport): Promise<TurnOutcome>;
  /** Asks the relay to accept traffic to and from this peer address (any port). */
  createPermission(peer: string): Promise<TurnOutcome>;
  /** Binds a channel number (0x4000-0x7FFF) to the peer, which also permits it. */
  channelBind(peer: PeerAddress, channel?: number): Promise<TurnOutcome>;
  /** RFC 6062: a TCP connection from a TCP allocation to the peer. */
  connect(peer: PeerAddress): Promise<TurnOutcome>;
  /** A Send indication: data relayed to the peer (silently dropped without a permission). */
  send(peer: PeerAddress, data: Buffer): void;
  /** The next Data indication: what a peer sent to the relayed address. */
  received(timeoutMs?: number): Promise<{ peer: PeerAddress; data: Buffer }>;
  close(): void;
}

interface Channel {
  write(bytes: Buffer): void;
  /** Whether to send a request again while no answer came (UDP may lose it). */
  retransmits: boolean;
  close(): void;
}

const openChannel = (
  server: { host: string; port: number; over: 'udp' | 'tcp' },
  onMessage: (bytes: Buffer) => void,
): Promise<Channel> =>
  new Promise((resolve, reject) => {
    if (server.over === 'udp') {
      const socket = createSocket(server.host.includes(':') ? 'udp6' : 'udp4');
      socket.on('message', onMessage);
      socket.once('error', reject);
      socket.connect(server.port, server.host, () =>
        resolve({ write: (bytes) => socket.send(bytes), retransmits: true, close: () => socket.close() }),
      );
      return;
    }
    const socket = createConnection(server.port, server.host);
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (let length = stunLengthOf(pending); length !== undefined; length = stunLengthOf(pending)) {
        onMessage(pending.subarray(0, length));
        pending = pending.subarray(length);
      }
    });
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({ write: (bytes) => socket.write(bytes), retransmits: false, close: () => socket.destroy() }),
    );
  });

const REQUEST_TIMEOUT_MS = 10_000;

export const openTurnClientForTest = async (
  server: { host: string; port: number; over: 'udp' | 'tcp' },
  credentials: { username: string; credential: string },
): Promise<TurnClientForTest> => {
  const answers = new Map<string, (message: StunMessage) => void>();
  const data: { peer: PeerAddress; data: Buffer }[] = [];
  const dataWaiters: (() => void)[] = [];
  const channel = await openChannel(server, (bytes) => {
    const message = decodeStun(bytes);
    if (message.method === TurnMethod.Data && message.klass === StunClass.Indication) {
      const peer = attributeOf(message, StunAttribute.XorPeerAddress);
      const payload = attributeOf(message, StunAttribute.Data);
      if (peer && payload) data.push({ peer: readXorAddress(peer, message.transactionId), data: payload });
      for (const wake of dataWaiters.splice(0)) wake();
      return;
    }
    answers.get(message.transactionId.toString('hex'))?.(message);
  });

  let auth: { realm: string; nonce: string; key: Buffer } | undefined;

  /** Attributes of a request; XOR-PEER-ADDRESS depends on the request's transaction id. */
  type AttributesOf = (transactionId: Buffer) => StunMessage['attributes'];

  const exchange = (method: number, attributesOf: AttributesOf): Promise<StunMessage> => {
    const transactionId = newTransactionId();
    const attributes = attributesOf(transactionId);
    const signedAttributes = auth
      ? [
          ...attributes,
          { type: StunAttribute.Username, value: Buffer.from(credentials.username) },
          { type: StunAttribute.Realm, value: Buffer.from(auth.realm) },
          { type: StunAttribute.Nonce, value: Buffer.from(auth.nonce) },
        ]
      : attributes;
    const bytes = encodeStun(
      { method, klass: StunClass.Request, transactionId, attributes: signedAttributes },
      auth?.key,
    );
    return new Promise((resolve, reject) => {
      const id = transactionId.toString('hex');
      const again = channel.retransmits ? setInterval(() => channel.write(bytes), 500) : undefined;
      const timer = setTimeout(() => {
        clearInterval(again);
        answers.delete(id);
        reject(new Error(`no TURN answer to method 0x${method.toString(16)} in ${REQUEST_TIMEOUT_MS} ms`));
      }, REQUEST_TIMEOUT_MS);
      answers.set(id, (message) => {
        clearInterval(again);
        clearTimeout(timer);
        answers.delete(id);
        resolve(message);
      });
      channel.write(bytes);
    });
  };

  /** A request with the long-term credentials; learns the realm and nonce from a 401 or 438 first. */
  const request = async (method: number, attributesOf: AttributesOf): Promise<TurnOutcome> => {
    for (let attempt = 0; ; attempt++) {
      const answer = await exchange(method, attributesOf);
      const error = errorOf(answer);
      if (!error) {
        const relayed = attributeOf(answer, StunAttribute.XorRelayedAddress);
        return {
          status: 200,
          reason: 'OK',
          ...(relayed ? { relayed: readXorAddress(relayed, answer.transactionId) } : {}),
        };
      }
      const realm = attributeOf(answer, StunAttribute.Realm)?.toString();
      const nonce = attributeOf(answer, StunAttribute.Nonce)?.toString();
      const challenged = (error.code === 401 && !auth) || error.code === 438;
      if (!challenged || !realm || !nonce || attempt > 1) return { status: error.code, reason: error.reason };
      auth = { realm, nonce, key: longTermKey(credentials.username, realm, credentials.credential) };
    }
  };

  const withPeer =
    (peer: PeerAddress): AttributesOf =>
    (transactionId) => [{ type: StunAttribute.XorPeerAddress, value: xorAddress(peer, transactionId) }];

  return {
    allocate: (transport = 'udp') =>
      request(TurnMethod.Allocate, () => [
        { type: StunAttribute.RequestedTransport, value: Buffer.from([Transport[transport], 0, 0, 0]) },
      ]),
    createPermission: (peer) => request(TurnMethod.CreatePermission, withPeer({ address: peer, port: 0 })),
    channelBind: (peer, channel = 0x4000) =>
      request(TurnMethod.ChannelBind, (transactionId) => [
        { type: StunAttribute.ChannelNumber, value: Buffer.from([channel >> 8, channel & 0xff, 0, 0]) },
        ...withPeer(peer)(transactionId),
      ]),
    connect: (peer) => request(TurnMethod.Connect, withPeer(peer)),
    send: (peer, payload) => {
      const transactionId = newTransactionId();
      channel.write(
        encodeStun({
          method: TurnMethod.Send,
          klass: StunClass.Indication,
          transactionId,
          attributes: [
            { type: StunAttribute.XorPeerAddress, value: xorAddress(peer, transactionId) },
            { type: StunAttribute.Data, value: payload },
          ],
        }),
      );
    },
    received: async (timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (data.length === 0) {
        if (Date.now() > deadline) throw new Error(`no data relayed in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deadline - Date.now());
          dataWaiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return data.shift()!;
    },
    close: () => channel.close(),
  };
};
