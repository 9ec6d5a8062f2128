import WebSocket from 'ws';
import { type ChatPerson, type ChatTestBed, startChatTestBed } from '../test-support/chat-test-kit';
import { eventually } from '../test-support/test-client';

/**
 * Shared delivery end to end (real NATS, user and chat services, the gateway): what each socket
 * receives is read as the raw graphql-ws messages, so the payload text itself can be compared.
 */
let bed: ChatTestBed;
let ana: ChatPerson;
let ben: ChatPerson;
let dan: ChatPerson;
let cleo: ChatPerson;
let classId: number;
beforeAll(async () => {
  bed = await startChatTestBed('gql-shared');
  ana = await bed.person('Ana');
  ben = await bed.person('Ben');
  dan = await bed.person('Dan');
  cleo = await bed.person('Cleo');
  classId = await bed.group('Class 9', [ana, ben, dan]);
});
const sockets: WebSocket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await bed?.stop();
});

const EVERY_FIELD =
  'subscription { chatMessageAdded { id groupId senderId senderFirstName text uniqueRefId } }';
const TEXT_ONLY = 'subscription Texts { chatMessageAdded { text } }';

/** One graphql-ws subscription on its own socket, keeping every `next` message's text as received. */
interface RawSubscriber {
  /** The `next` messages, exactly as they came over the socket. */
  frames: string[];
  /** How many `next` messages came as binary frames (a browser's graphql-ws reads text frames only). */
  binaryFrames(): number;
  /** Their payloads' JSON text (what follows `"payload":`). */
  payloads(): string[];
  texts(): string[];
}

const subscribeRaw = async (token: string, query: string, id: string): Promise<RawSubscriber> => {
  const socket = new WebSocket(bed.gateway.wsUrl, 'graphql-transport-ws');
  sockets.push(socket);
  const frames: string[] = [];
  let binaryFrames = 0;
  const acknowledged = new Promise<void>((resolve, reject) => {
    socket.on('message', (data, isBinary) => {
      const text = String(data);
      const message = JSON.parse(text) as { type: string };
      if (message.type === 'connection_ack') resolve();
      else if (message.type === 'next') {
        frames.push(text);
        if (isBinary) binaryFrames += 1;
      } else if (message.type !== 'ping' && message.type !== 'pong') reject(new Error(text));
    });
    socket.once('close', (code) => reject(new Error(`closed ${code}`)));
  });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
  await acknowledged;
  socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
  const payloads = () => frames.map((frame) => frame.slice(frame.indexOf('"payload":') + 10, -1));
  return {
    frames,
    binaryFrames: () => binaryFrames,
    payloads,
    texts: () =>
      payloads().map(
        (p) => (JSON.parse(p) as { data: { chatMessageAdded: { text: string } } }).data.chatMessageAdded.text,
      ),
  };
};

let ref = 0;
const send = async (from: ChatPerson, to: Record<string, string>, text: string) => {
  ref += 1;
  const answer = await bed.gql(
    'mutation($to: ChatTargetInput!, $text: String!, $ref: String!) { sendChatMessage(to: $to, text: $text, uniqueRefId: $ref) { id } }',
    { to, text, ref: `shared-${ref}` },
    from.token,
  );
  expect(answer.errors).toBeUndefined();
};

/** Each subscriber is listening once a message sent now reaches it (the first attempts may be early). */
const whenListening = async (subscribers: RawSubscriber[], from: ChatPerson, to: Record<string, string>) => {
  let round = 0;
  const ready = await eventually(async () => {
    round += 1;
    await send(from, to, `ping ${round}`);
    return eventually(async () => subscribers.every((s) => s.texts().includes(`ping ${round}`)), 500);
  }, 15_000);
  expect(ready).toBe(true);
  for (const s of subscribers) s.frames.length = 0;
};

describe('an event prepared once for every subscriber of the same document', () => {
  it('sends the same payload text to each socket, behind each operation’s own id', async () => {
    const forBen = await subscribeRaw(ben.token, EVERY_FIELD, 'ben-1');
    const forDan = await subscribeRaw(dan.token, EVERY_FIELD, 'dan-7');
    await whenListening([forBen, forDan], ana, { groupId: String(classId) });

    await send(ana, { groupId: String(classId) }, 'the trip is on Monday');
    expect(await eventually(async () => forBen.frames.length === 1 && forDan.frames.length === 1)).toBe(true);

    expect(forBen.payloads()).toEqual(forDan.payloads());
    expect(JSON.parse(forBen.payloads()[0]!)).toEqual({
      data: {
        chatMessageAdded: {
          id: expect.any(String),
          groupId: String(classId),
          senderId: String(ana.id),
          senderFirstName: 'Ana',
          text: 'the trip is on Monday',
          uniqueRefId: expect.stringMatching(/^shared-/),
        },
      },
    });
    expect(forBen.frames[0]).toMatch(/^\{"id":"ben-1","type":"next","payload":\{/);
    expect(forDan.frames[0]).toMatch(/^\{"id":"dan-7","type":"next","payload":\{/);
    expect([forBen.binaryFrames(), forDan.binaryFrames()]).toEqual([0, 0]);
  });

  it('never sends an event to a subscriber outside its audience', async () => {
    const forBen = await subscribeRaw(ben.token, EVERY_FIELD, '1');
    const forCleo = await subscribeRaw(cleo.token, EVERY_FIELD, '1');
    await whenListening([forBen], ana, { groupId: String(classId) });
    await whenListening([forCleo], ana, { userId: String(cleo.id) });

    await send(ana, { groupId: String(classId) }, 'for the class only');
    await send(ana, { userId: String(cleo.id) }, 'for Cleo only');
    expect(await eventually(async () => forCleo.texts().includes('for Cleo only'))).toBe(true);
    expect(await eventually(async () => forBen.texts().includes('for the class only'))).toBe(true);

    // Cleo got the later message, so the class's message would have come before it.
    expect(forCleo.texts()).toEqual(['for Cleo only']);
    expect(forBen.texts()).toEqual(['for the class only']);
  });

  it('gives each selection set its own shape', async () => {
    const everything = await subscribeRaw(ben.token, EVERY_FIELD, '1');
    const textOnly = await subscribeRaw(dan.token, TEXT_ONLY, '1');
    await whenListening([everything, textOnly], ana, { groupId: String(classId) });

    await send(ana, { groupId: String(classId) }, 'two shapes');
    expect(await eventually(async () => everything.frames.length === 1 && textOnly.frames.length === 1)).toBe(
      true,
    );
    expect(JSON.parse(textOnly.payloads()[0]!)).toEqual({
      data: { chatMessageAdded: { text: 'two shapes' } },
    });
    expect(
      Object.keys(
        (JSON.parse(everything.payloads()[0]!) as { data: { chatMessageAdded: object } }).data
          .chatMessageAdded,
      ),
    ).toEqual(['id', 'groupId', 'senderId', 'senderFirstName', 'text', 'uniqueRefId']);
  });
});
