import type { Client } from 'graphql-ws';
import { type ChatPerson, type ChatTestBed, startChatTestBed } from '../../test-support/chat-test-kit';
import { eventually } from '../../test-support/test-client';

/**
 * `chatMessageAdded` end to end: real NATS (restarted in one test), user and chat services, the
 * gateway's one JetStream consumer and graphql-ws clients.
 */
let bed: ChatTestBed;
let ana: ChatPerson;
let ben: ChatPerson;
let cleo: ChatPerson;
let classId: number;
beforeAll(async () => {
  bed = await startChatTestBed('gql-chat-live');
  ana = await bed.person('Ana');
  ben = await bed.person('Ben');
  cleo = await bed.person('Cleo');
  classId = await bed.group('Class 8', [ana, ben]);
});
afterAll(async () => {
  await bed?.stop();
});

const subscription = /* GraphQL */ `
  subscription { chatMessageAdded { id chatType groupId toUserId senderId senderFirstName text uniqueRefId } }
`;

interface Received {
  messages: { text: string; senderId: string; groupId: string | null; uniqueRefId: string }[];
  errors: { message: string; extensions?: Record<string, unknown> }[];
  completed: boolean;
}

/** Subscribes and collects everything the client receives. */
const listen = (client: Client): Received => {
  const received: Received = { messages: [], errors: [], completed: false };
  client.subscribe<{ chatMessageAdded: Received['messages'][number] }>(
    { query: subscription },
    {
      next: (value) => {
        if (value.data?.chatMessageAdded) received.messages.push(value.data.chatMessageAdded);
        if (value.errors) received.errors.push(...(value.errors as Received['errors']));
      },
      error: (error) => received.errors.push({ message: String(error) }),
      complete: () => {
        received.completed = true;
      },
    },
  );
  return received;
};

let ref = 0;
const send = async (from: ChatPerson, to: Record<string, string>, text: string) => {
  ref += 1;
  const answer = await bed.gql(
    'mutation($to: ChatTargetInput!, $text: String!, $ref: String!) { sendChatMessage(to: $to, text: $text, uniqueRefId: $ref) { id } }',
    { to, text, ref: `live-${ref}` },
    from.token,
  );
  expect(answer.errors).toBeUndefined();
};

/** The subscription is in place once a message sent now reaches it (the first attempts may be early). */
const whenListening = async (received: Received, from: ChatPerson, to: Record<string, string>) => {
  const ready = await eventually(async () => {
    await send(from, to, 'ping');
    await new Promise((r) => setTimeout(r, 100));
    return received.messages.some((m) => m.text === 'ping');
  }, 10_000);
  expect(ready).toBe(true);
};

const texts = (received: Received) => received.messages.map((m) => m.text).filter((t) => t !== 'ping');

describe('chatMessageAdded', () => {
  it('pushes a group message to a member and not to someone outside the group', async () => {
    const forBen = listen(bed.socket(ben.token));
    const forCleo = listen(bed.socket(cleo.token));
    await whenListening(forBen, ana, { groupId: String(classId) });
    await whenListening(forCleo, ana, { userId: String(cleo.id) });
    forCleo.messages.length = 0;

    await send(ana, { groupId: String(classId) }, 'homework is due Friday');
    await send(ana, { userId: String(cleo.id) }, 'just for Cleo');
    expect(await eventually(async () => texts(forCleo).includes('just for Cleo'))).toBe(true);
    expect(await eventually(async () => texts(forBen).includes('homework is due Friday'))).toBe(true);

    expect(forBen.messages.find((m) => m.text === 'homework is due Friday')).toMatchObject({
      groupId: String(classId),
      senderId: String(ana.id),
    });
    // Cleo got the later message, so the group message would have come before it.
    expect(texts(forCleo)).toEqual(['just for Cleo']);
    expect(texts(forBen)).not.toContain('just for Cleo');
    expect([...forBen.errors, ...forCleo.errors]).toEqual([]);
  });

  it('stops once the session is signed out', async () => {
    const dana = await bed.person('Dana');
    const forDana = listen(bed.socket(dana.token));
    await whenListening(forDana, ana, { userId: String(dana.id) });
    await bed.gql('mutation { signOut }', undefined, dana.token);

    await send(ana, { userId: String(dana.id) }, 'are you there?');
    expect(await eventually(async () => forDana.completed)).toBe(true);
    expect(forDana.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(texts(forDana)).toEqual([]);
  });

  it('keeps delivering after the NATS server restarts', async () => {
    const forBen = listen(bed.socket(ben.token));
    await whenListening(forBen, ana, { userId: String(ben.id) });
    await bed.nats.restart();

    // Sends fail while the services reconnect; the subscription must get the first that succeeds.
    const delivered = await eventually(async () => {
      ref += 1;
      await bed
        .gql(
          'mutation($to: ChatTargetInput!, $ref: String!) { sendChatMessage(to: $to, text: "after restart", uniqueRefId: $ref) { id } }',
          { to: { userId: String(ben.id) }, ref: `restart-${ref}` },
          ana.token,
        )
        .catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
      return texts(forBen).includes('after restart');
    }, 20_000);
    expect(delivered).toBe(true);
    expect(forBen.errors).toEqual([]);
  });
});
