import { callMessages } from '@canstring/contracts';
import { startMediaServiceForTest } from '@canstring/media-service/testing';
import { startRoomServiceForTest, type TestRoomService } from '@canstring/room-service/testing';
import type { Client } from 'graphql-ws';
import { type ChatPerson, type ChatTestBed, startChatTestBed } from '../../test-support/chat-test-kit';
import { eventually } from '../../test-support/test-client';

/**
 * Calls through the gateway end to end: real NATS, user and room services, graphql-ws clients whose
 * open sockets make people online. Each person's `callEvents` receives their rings and their calls'
 * news; another person's subscription receives none of it.
 */
let bed: ChatTestBed;
let room: TestRoomService;
beforeAll(async () => {
  bed = await startChatTestBed('gql-call');
  room = await startRoomServiceForTest({ natsUrl: bed.nats.url });
});
afterAll(async () => {
  await room?.stop();
  await bed?.stop();
});

interface CallEventData {
  kind: string;
  call: { callId: string; state: string; callerName: string };
  fromUserId: string | null;
  signalType: string | null;
  payload: string | null;
}

interface Received {
  events: CallEventData[];
  errors: { message: string }[];
}

const subscription = /* GraphQL */ `
  subscription { callEvents { kind fromUserId signalType payload call { callId state callerName } } }
`;

/** Subscribes and collects everything; settles once a probe shows the subscription is in place. */
const listen = (client: Client): Received => {
  const received: Received = { events: [], errors: [] };
  client.subscribe<{ callEvents: CallEventData }>(
    { query: subscription },
    {
      next: (value) => {
        if (value.data?.callEvents) received.events.push(value.data.callEvents);
        if (value.errors) received.errors.push(...value.errors);
      },
      error: (error) => received.errors.push({ message: String(error) }),
      complete: () => undefined,
    },
  );
  return received;
};

const gqlOk = async <T>(query: string, variables: Record<string, unknown>, who: ChatPerson): Promise<T> => {
  const answer = await bed.gql<T>(query, variables, who.token);
  if (answer.errors?.length || !answer.data) throw new Error(answer.errors?.[0]?.message ?? 'no data');
  return answer.data;
};

const startCall = (from: ChatPerson, to: ChatPerson) =>
  bed.gql<{ startCall: { callId: string; state: string } }>(
    'mutation($u: ID!) { startCall(userId: $u) { callId state } }',
    { u: String(to.id) },
    from.token,
  );

const isOnline = async (who: ChatPerson, asker: ChatPerson) => {
  const answer = await bed.gql<{ presence: { online: boolean }[] }>(
    'query($ids: [ID!]!) { presence(userIds: $ids) { online } }',
    { ids: [String(who.id)] },
    asker.token,
  );
  return answer.data?.presence[0]?.online === true;
};

/** Waits until `received` holds an event of the kind. */
const eventOf = async (received: Received, kind: string) => {
  expect(await eventually(async () => received.events.some((e) => e.kind === kind))).toBe(true);
  return received.events.find((e) => e.kind === kind) as CallEventData;
};

it('rings the callee, opens the call and relays its messages to the other person only', async () => {
  const [ana, ben, cleo] = [await bed.person('Ana'), await bed.person('Ben'), await bed.person('Cleo')];
  const anaIn = listen(bed.socket(ana.token));
  const benIn = listen(bed.socket(ben.token));
  const cleoIn = listen(bed.socket(cleo.token));
  expect(await eventually(() => isOnline(ben, ana))).toBe(true);
  expect(await eventually(() => isOnline(cleo, ana))).toBe(true);
  // The subscriptions are answered once NATS holds them; a short wait after presence covers the rest.
  await new Promise((resolve) => setTimeout(resolve, 200));

  const started = await startCall(ana, ben);
  const callId = started.data?.startCall.callId as string;
  expect(started.data?.startCall.state).toBe('ringing');
  const ring = await eventOf(benIn, 'ring');
  expect(ring).toMatchObject({ fromUserId: String(ana.id), call: { callId, callerName: 'Ana' } });

  await gqlOk('mutation($c: ID!) { attendCall(callId: $c) { state } }', { c: callId }, ben);
  await eventOf(anaIn, 'accepted');

  const offer = JSON.stringify({ sdp: 'v=0\r\n' });
  await gqlOk(
    'mutation($c: ID!, $p: String!) { sendCallSignal(callId: $c, type: offer, payload: $p) }',
    { c: callId, p: offer },
    ana,
  );
  const signal = await eventOf(benIn, 'signal');
  expect(signal).toMatchObject({ signalType: 'offer', fromUserId: String(ana.id) });
  expect(JSON.parse(signal.payload ?? '')).toEqual({ sdp: 'v=0\r\n' });
  expect(anaIn.events.some((e) => e.kind === 'signal')).toBe(false);

  // Cleo is neither of the two: her signal is refused and her subscription hears nothing.
  const forged = await bed.gql(
    'mutation($c: ID!, $p: String!) { sendCallSignal(callId: $c, type: offer, payload: $p) }',
    { c: callId, p: offer },
    cleo.token,
  );
  expect(forged.errors?.[0]).toMatchObject({
    message: callMessages.notInCall,
    extensions: { code: 'FORBIDDEN' },
  });

  await gqlOk('mutation($c: ID!) { leaveCall(callId: $c) }', { c: callId }, ben);
  expect(await eventOf(anaIn, 'ended')).toMatchObject({
    call: { state: 'ended' },
    fromUserId: String(ben.id),
  });
  expect(cleoIn.events).toHaveLength(0);
  expect([...anaIn.errors, ...benIn.errors, ...cleoIn.errors]).toEqual([]);
});

it('tells the caller someone with no open socket is not available', async () => {
  const [dan, eve] = [await bed.person('Dan'), await bed.person('Eve')];
  const answer = await startCall(dan, eve);
  expect(answer.errors?.[0]).toMatchObject({
    message: callMessages.notAvailable,
    extensions: { code: 'UNAVAILABLE' },
  });
});

it('delivers a rejection to the caller', async () => {
  const [fay, gus] = [await bed.person('Fay'), await bed.person('Gus')];
  const fayIn = listen(bed.socket(fay.token));
  const gusIn = listen(bed.socket(gus.token));
  expect(await eventually(() => isOnline(gus, fay))).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const callId = (await startCall(fay, gus)).data?.startCall.callId as string;
  await eventOf(gusIn, 'ring');
  await gqlOk('mutation($c: ID!) { rejectCall(callId: $c) }', { c: callId }, gus);
  expect(await eventOf(fayIn, 'rejected')).toMatchObject({ call: { callId, state: 'rejected' } });
});

it('refuses a subscription without a session', async () => {
  const received = listen(bed.socket(''));
  expect(await eventually(async () => received.errors.length > 0)).toBe(true);
});

it('gives a signed-in member relay servers for a call, and nobody else', async () => {
  const media = await startMediaServiceForTest({
    natsUrl: bed.nats.url,
    env: { TURN_SECRET: 'call-test-turn-secret-0123456789', PUBLIC_HOST: 'calls.example.org' },
  });
  try {
    const hal = await bed.person('Hal');
    const query = '{ callIceServers { urls username credential } }';
    const answer = await gqlOk<{
      callIceServers: { urls: string[]; username: string; credential: string }[];
    }>(query, {}, hal);
    expect(answer.callIceServers.length).toBeGreaterThan(0);
    const [server] = answer.callIceServers;
    expect(server?.urls.some((url) => url.startsWith('turn:calls.example.org'))).toBe(true);
    // The TURN REST scheme: '<unix expiry>:<id>' and a credential made from it.
    expect(server?.username).toMatch(/^\d+:/);
    expect(server?.credential.length).toBeGreaterThan(0);
    const refused = await bed.gql(query, undefined, '');
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  } finally {
    await media.stop();
  }
});
