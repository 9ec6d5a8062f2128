import { createHash, createHmac, randomBytes } from 'node:crypto';
import { isIPv4 } from 'node:net';

/** STUN/TURN messages (RFC 8489, RFC 8656, RFC 6062) as a test's TURN client writes and reads them. */

export const MAGIC_COOKIE = 0x2112a442;
const HEADER_BYTES = 20;

export const TurnMethod = {
  Allocate: 0x003,
  Refresh: 0x004,
  Send: 0x006,
  Data: 0x007,
  CreatePermission: 0x008,
  ChannelBind: 0x009,
  /** RFC 6062: opens a TCP connection from a TCP allocation to a peer. */
  Connect: 0x00a,
} as const;

export const StunClass = { Request: 0, Indication: 1, Success: 2, Error: 3 } as const;
type StunClassValue = (typeof StunClass)[keyof typeof StunClass];

export const StunAttribute = {
  Username: 0x0006,
  MessageIntegrity: 0x0008,
  ErrorCode: 0x0009,
  ChannelNumber: 0x000c,
  Lifetime: 0x000d,
  XorPeerAddress: 0x0012,
  Data: 0x0013,
  Realm: 0x0014,
  Nonce: 0x0015,
  XorRelayedAddress: 0x0016,
  RequestedTransport: 0x0019,
  XorMappedAddress: 0x0020,
  ConnectionId: 0x002a,
} as const;

/** REQUESTED-TRANSPORT's protocol numbers. */
export const Transport = { udp: 17, tcp: 6 } as const;

export interface PeerAddress {
  address: string;
  port: number;
}

export interface StunMessage {
  method: number;
  klass: StunClassValue;
  transactionId: Buffer;
  attributes: { type: number; value: Buffer }[];
}

const messageType = (method: number, klass: StunClassValue) =>
  (method & 0x000f) |
  ((method & 0x0070) << 1) |
  ((method & 0x0f80) << 2) |
  ((klass & 1) << 4) |
  ((klass & 2) << 7);

const splitType = (type: number) => ({
  method: (type & 0x000f) | ((type & 0x00e0) >> 1) | ((type & 0x3e00) >> 2),
  klass: (((type & 0x0010) >> 4) | ((type & 0x0100) >> 7)) as StunClassValue,
});

const attribute = (type: number, value: Buffer) => {
  const padded = Buffer.alloc(4 + Math.ceil(value.length / 4) * 4);
  padded.writeUInt16BE(type, 0);
  padded.writeUInt16BE(value.length, 2);
  value.copy(padded, 4);
  return padded;
};

const header = (type: number, length: number, transactionId: Buffer) => {
  const head = Buffer.alloc(HEADER_BYTES);
  head.writeUInt16BE(type, 0);
  head.writeUInt16BE(length, 2);
  head.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(head, 8);
  return head;
};

/** The long-term credential key: MD5(username:realm:password). */
export const longTermKey = (username: string, realm: string, password: string) =>
  createHash('md5').update(`${username}:${realm}:${password}`).digest();

/**
 * Encodes a message; with `key`, a MESSAGE-INTEGRITY (HMAC-SHA1 over the message up to it, the
 * header's length already counting it) ends the message.
 */
export const encodeStun = (message: StunMessage, key?: Buffer): Buffer => {
  const body = Buffer.concat(message.attributes.map(({ type, value }) => attribute(type, value)));
  const type = messageType(message.method, message.klass);
  if (!key) return Buffer.concat([header(type, body.length, message.transactionId), body]);
  const signed = Buffer.concat([header(type, body.length + 24, message.transactionId), body]);
  const integrity = createHmac('sha1', key).update(signed).digest();
  return Buffer.concat([signed, attribute(StunAttribute.MessageIntegrity, integrity)]);
};

/** Bytes a complete STUN message at the start of `buffer` takes, or undefined while it is incomplete. */
export const stunLengthOf = (buffer: Buffer): number | undefined =>
  buffer.length < HEADER_BYTES || buffer.length < HEADER_BYTES + buffer.readUInt16BE(2)
    ? undefined
    : HEADER_BYTES + buffer.readUInt16BE(2);

export const decodeStun = (buffer: Buffer): StunMessage => {
  if (buffer.length < HEADER_BYTES || buffer.readUInt32BE(4) !== MAGIC_COOKIE) {
    throw new Error('not a STUN message');
  }
  const { method, klass } = splitType(buffer.readUInt16BE(0));
  const end = HEADER_BYTES + buffer.readUInt16BE(2);
  const attributes: StunMessage['attributes'] = [];
  for (let at = HEADER_BYTES; at + 4 <= end; ) {
    const type = buffer.readUInt16BE(at);
    const length = buffer.readUInt16BE(at + 2);
    attributes.push({ type, value: buffer.subarray(at + 4, at + 4 + length) });
    at += 4 + Math.ceil(length / 4) * 4;
  }
  return { method, klass, transactionId: buffer.subarray(8, 20), attributes };
};

export const newTransactionId = () => randomBytes(12);

export const attributeOf = (message: StunMessage, type: number) =>
  message.attributes.find((a) => a.type === type)?.value;

/** ERROR-CODE as a number (e.g. 403) and its reason phrase. */
export const errorOf = (message: StunMessage) => {
  const value = attributeOf(message, StunAttribute.ErrorCode);
  if (!value) return undefined;
  return { code: (value[2]! & 0x07) * 100 + value[3]!, reason: value.subarray(4).toString('utf8') };
};

const ipv4Bytes = (address: string) => Buffer.from(address.split('.').map(Number));

const ipv6Bytes = (address: string) => {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const last = address.includes('.') ? address.slice(address.lastIndexOf(':') + 1) : undefined;
  const strip = (parts: string[]) => (last ? parts.slice(0, -1) : parts);
  const before = address.includes('::') ? groups(head) : strip(groups(address));
  const after = address.includes('::') ? strip(groups(tail)) : [];
  const words = 8 - (last ? 2 : 0);
  const filled = [...before, ...Array(words - before.length - after.length).fill('0'), ...after];
  const bytes = Buffer.alloc(16);
  for (const [i, word] of filled.entries()) bytes.writeUInt16BE(Number.parseInt(word || '0', 16), i * 2);
  if (last) ipv4Bytes(last).copy(bytes, 12);
  return bytes;
};

/** An XOR-*-ADDRESS value (the port XOR the cookie's top half, the address XOR cookie and transaction). */
export const xorAddress = ({ address, port }: PeerAddress, transactionId: Buffer): Buffer => {
  const v4 = isIPv4(address);
  const bytes = v4 ? ipv4Bytes(address) : ipv6Bytes(address);
  const mask = Buffer.concat([Buffer.from([0x21, 0x12, 0xa4, 0x42]), transactionId]);
  const value = Buffer.alloc(4 + bytes.length);
  value.writeUInt8(v4 ? 0x01 : 0x02, 1);
  value.writeUInt16BE(port ^ (MAGIC_COOKIE >>> 16), 2);
  for (const [i, byte] of bytes.entries()) value.writeUInt8(byte ^ mask[i]!, 4 + i);
  return value;
};

export const readXorAddress = (value: Buffer, transactionId: Buffer): PeerAddress => {
  const mask = Buffer.concat([Buffer.from([0x21, 0x12, 0xa4, 0x42]), transactionId]);
  const port = value.readUInt16BE(2) ^ (MAGIC_COOKIE >>> 16);
  const bytes = [...value.subarray(4)].map((byte, i) => byte ^ mask[i]!);
  if (value[1] === 0x01) return { address: bytes.join('.'), port };
  const words = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16));
  return { address: words.join(':'), port };
};
