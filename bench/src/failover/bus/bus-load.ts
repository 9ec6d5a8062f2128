import { ROOM_HEARTBEAT_MS } from '@canstring/contracts';
import type { BusServices } from '@canstring/infra';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A chat and live-room load through the gateway, and what its subscriber saw: a member receiving
 * one-to-one messages (`chatMessageAdded`, the chat events stream) and the room's events
 * (`roomEvents`, core NATS) while the administrator sends both, each send retried until answered.
 * Every send, answer and delivery is stamped with its time, so a node's kill can be measured against them.
 */
export interface BusLoad {
  /** Sends until `stop`, from now on; resolves once the senders have stopped. */
  run(): { stop(): Promise<void> };
  /** Chat messages (by uniqueRefId) and room lines (by text) answered to the sender: when each send began and was answered. */
  acknowledged: { chat: Map<string, Sent>; room: Map<string, Sent> };
  /** How often each arrived at the subscriber, and when first. */
  delivered: { chat: Map<string, Delivery>; room: Map<string, Delivery> };
  /** True when a room state the subscriber received (onInitialData after a reconnect) held the line. */
  inState(line: string): boolean;
  /** How the subscriptions failed or ended, if they did. */
  failures(): string[];
  /** Requests that only read (the member's chat with the administrator): when each began and was answered. */
  requests: Sent[];
  /** Resolves once every acknowledged message was delivered; false when `timeoutMs` passed first. */
  settled(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface Sent {
  startedAt: number;
  answeredAt: number;
}

export interface Delivery {
  count: number;
  firstAt: number;
}

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const REQUEST_TIMEOUT_MS = 10_000;

const gql = async <T>(url: string, query: string, variables: Record<string, unknown>, token?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return (await response.json()) as Answer<T>;
};

/** The operation's data, or throws with the errors it answered. */
const must = async <T>(answer: Promise<Answer<T>>): Promise<T> => {
  const { data, errors } = await answer;
  if (!data || errors?.length) throw new Error(JSON.stringify(errors));
  return data;
};

/** Retries a step until it succeeds (a service still starting answers UNAVAILABLE), up to the deadline. */
const eventually = async <T>(step: () => Promise<T>, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
};

const SIGN_IN = `mutation($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { __typename ... on Session { token user { id } } }
}`;
const CREATE_USER = 'mutation($input: NewUserInput!) { createUser(input: $input) { id } }';
const SCHEDULE = 'mutation($input: ScheduleMeetingInput!) { scheduleMeeting(input: $input) { alias } }';
const JOIN = 'mutation($entry: RoomEntryInput!) { joinRoom(entry: $entry) { participantId } }';
const SIGNAL =
  'mutation($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }';
const SEND_CHAT =
  'mutation($to: ChatTargetInput!, $text: String!, $ref: String!) { sendChatMessage(to: $to, text: $text, uniqueRefId: $ref) { id } }';
const HEARTBEAT =
  'mutation($p: ID!) { roomHeartbeat(participantId: $p, videoEnabled: false, audioEnabled: false) { version } }';
const READ_CHAT = 'query($with: ChatTargetInput!) { chatMessages(with: $with, limit: 1) { __typename } }';
const CHAT_ADDED = 'subscription { chatMessageAdded { uniqueRefId } }';
const ROOM_EVENTS = `subscription($p: ID!) { roomEvents(participantId: $p) {
  version method payload state { version chat { id message } }
} }`;
const ROOM_STATE = 'query($p: ID!) { roomState(participantId: $p) { version chat { id message } } }';

type Session = { token: string; id: string };

const signIn = async (url: string, email: string, password: string): Promise<Session> => {
  const data = await must(
    gql<{ signIn: { __typename: string; token: string; user: { id: string } } }>(url, SIGN_IN, {
      email,
      password,
    }),
  );
  if (data.signIn.__typename !== 'Session') throw new Error(`sign-in answered ${data.signIn.__typename}`);
  return { token: data.signIn.token, id: data.signIn.user.id };
};

/** The administrator and a member in a started meeting, the member's two subscriptions open. */
export const openBusLoad = async (services: BusServices): Promise<BusLoad> => {
  const url = services.gatewayUrl;
  const now = new Date().toISOString();
  const admin = await eventually(() => signIn(url, services.adminEmail, services.adminPassword));
  const member = { email: `member-${Date.now()}@example.org`, password: 'Member-passw0rd-1' };
  await eventually(() =>
    must(
      gql(
        url,
        CREATE_USER,
        { input: { ...member, firstName: 'Mira', role: 2, phone: '(201) 555-0100' } },
        admin.token,
      ),
    ),
  );
  const mira = await eventually(() => signIn(url, member.email, member.password));
  const { scheduleMeeting } = await eventually(() =>
    must(
      gql<{ scheduleMeeting: { alias: string } }>(
        url,
        SCHEDULE,
        {
          input: {
            title: 'Failover',
            seatType: 'conference',
            isRecurring: false,
            zone: 'UTC',
            target: { userId: mira.id },
          },
        },
        admin.token,
      ),
    ),
  );
  const entry = (asHost: boolean) => ({
    alias: scheduleMeeting.alias,
    currentDate: now,
    zone: 'UTC',
    windowId: 'tab-1',
    asHost,
  });
  const join = (token: string, asHost: boolean) =>
    eventually(() =>
      must(gql<{ joinRoom: { participantId: string } }>(url, JOIN, { entry: entry(asHost) }, token)),
    ).then((d) => d.joinRoom.participantId);
  const host = await join(admin.token, true);
  await must(
    gql(url, SIGNAL, { p: host, m: 'meetingStatus', d: JSON.stringify({ started: true }) }, admin.token),
  );
  const guest = await join(mira.token, false);
  // Both stay in the room as a browser keeps them there: a heartbeat every ROOM_HEARTBEAT_MS. As the
  // room page does, the subscriber reads the state again when its heartbeat answers a version the
  // events have not brought (the last event lost, with no later one to show the jump).
  const heartbeat = () => {
    void gql(url, HEARTBEAT, { p: host }, admin.token).catch(() => undefined);
    void gql<{ roomHeartbeat: { version: number } }>(url, HEARTBEAT, { p: guest }, mira.token).then(
      (answer) => {
        const answered = answer.data?.roomHeartbeat.version;
        if (answered !== undefined && version > 0 && answered > version) void readState();
      },
      () => undefined,
    );
  };
  const heartbeats = setInterval(heartbeat, ROOM_HEARTBEAT_MS);

  const acknowledged = { chat: new Map<string, Sent>(), room: new Map<string, Sent>() };
  const delivered = { chat: new Map<string, Delivery>(), room: new Map<string, Delivery>() };
  const requests: Sent[] = [];
  /** Room lines a state (onInitialData after a reconnect) held: delivered by that state, not as an event. */
  const inState = new Set<string>();
  let onDelivery: () => void = () => undefined;
  const count = (map: Map<string, Delivery>, key: string) => {
    const seen = map.get(key);
    if (seen) seen.count += 1;
    else map.set(key, { count: 1, firstAt: Date.now() });
    onDelivery();
  };

  const sockets: Client[] = [];
  const socket = () => {
    const client = createClient({
      url: services.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { token: mira.token },
      retryAttempts: 0,
      lazy: false,
    });
    sockets.push(client);
    return client;
  };
  const failures: unknown[] = [];
  const subscribed = (
    client: Client,
    query: string,
    variables: Record<string, unknown>,
    next: (data: never) => void,
  ) =>
    new Promise<void>((resolve) => {
      client.subscribe(
        { query, variables },
        {
          next: (value) => {
            if (value.errors) failures.push(value.errors);
            if (value.data) next(value.data as never);
            resolve();
          },
          error: (error) =>
            failures.push(
              error instanceof Error
                ? error.message
                : `${query}: socket ${(error as { code?: number }).code} ${(error as { reason?: string }).reason ?? ''}`,
            ),
          complete: () => failures.push(`${query} ended`),
        },
      );
      // chatMessageAdded sends nothing until a message comes: the warm-up below waits for one.
      if (query === CHAT_ADDED) resolve();
    });

  /** As the room page does: after a version jump (something missed), the state is read again. */
  let version = 0;
  const readState = async () => {
    // Asked again while the bus recovers, as the page asks again on the next jump.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        const { roomState } = await must(
          gql<{ roomState: { version: number; chat: { message: string }[] } }>(
            url,
            ROOM_STATE,
            { p: guest },
            mira.token,
          ),
        );
        version = Math.max(version, roomState.version);
        for (const line of roomState.chat) inState.add(line.message);
        onDelivery();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  };
  await subscribed(socket(), ROOM_EVENTS, { p: guest }, (data: { roomEvents: RoomEventSeen }) => {
    const event = data.roomEvents;
    if (event.method !== 'onInitialData' && version > 0 && event.version > version + 1) void readState();
    version = Math.max(version, event.version);
    if (event.method === 'chat') {
      const message = (JSON.parse(event.payload) as { message?: string }).message;
      if (message) count(delivered.room, message);
    }
    for (const line of event.state?.chat ?? []) inState.add(line.message);
    onDelivery();
  });
  await subscribed(socket(), CHAT_ADDED, {}, (data: { chatMessageAdded: { uniqueRefId: string } }) =>
    count(delivered.chat, data.chatMessageAdded.uniqueRefId),
  );

  const to = { userId: mira.id };
  // The subscription holds once a message reaches it: warm-up messages until one does (not counted).
  const warmUpAt = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    if (Date.now() - warmUpAt > 60_000) throw new Error('no chat message reached the subscriber');
    const ref = `warm-up-${attempt}`;
    await gql(url, SEND_CHAT, { to, text: 'warm-up', ref }, admin.token).catch(() => undefined);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1_000);
      onDelivery = () => {
        if ([...delivered.chat.keys()].some((key) => key.startsWith('warm-up'))) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    if ([...delivered.chat.keys()].some((key) => key.startsWith('warm-up'))) break;
  }
  onDelivery = () => undefined;
  for (const key of [...delivered.chat.keys()]) if (key.startsWith('warm-up')) delivered.chat.delete(key);

  let sequence = 0;
  /** One message, sent again with the same uniqueRefId until answered (the chat service makes it one). */
  const sendChat = async (stopped: () => boolean) => {
    sequence += 1;
    const ref = `failover-${sequence}`;
    const startedAt = Date.now();
    while (!stopped()) {
      const answer = await gql(url, SEND_CHAT, { to, text: `message ${sequence}`, ref }, admin.token).catch(
        () => undefined,
      );
      if (answer?.data) {
        acknowledged.chat.set(ref, { startedAt, answeredAt: Date.now() });
        return;
      }
    }
  };
  /** One room line; not answered, it is not sent again (a second line would be another message). */
  const sendRoomLine = async () => {
    sequence += 1;
    const message = `line ${sequence}`;
    const startedAt = Date.now();
    const answer = await gql(
      url,
      SIGNAL,
      { p: host, m: 'chat', d: JSON.stringify({ message, toParticipantId: null }) },
      admin.token,
    ).catch(() => undefined);
    if (answer?.data) acknowledged.room.set(message, { startedAt, answeredAt: Date.now() });
  };
  const read = async () => {
    const startedAt = Date.now();
    const answer = await gql(url, READ_CHAT, { with: { userId: admin.id } }, mira.token).catch(
      () => undefined,
    );
    if (answer?.data) requests.push({ startedAt, answeredAt: Date.now() });
  };

  await must(gql(url, READ_CHAT, { with: { userId: admin.id } }, mira.token));

  const undelivered = () =>
    [...acknowledged.chat.keys()].some((ref) => !delivered.chat.has(ref)) ||
    [...acknowledged.room.keys()].some((line) => !delivered.room.has(line) && !inState.has(line));

  return {
    acknowledged,
    delivered,
    inState: (line) => inState.has(line),
    failures: () => failures.map((f) => (typeof f === 'string' ? f : JSON.stringify(f))),
    requests,
    run: () => {
      let stopped = false;
      const loop = async (step: () => Promise<void>, pauseMs: number) => {
        while (!stopped) {
          await step();
          // A steady rate rather than as fast as the machine goes: the load is not what is measured.
          await new Promise((r) => setTimeout(r, pauseMs));
        }
      };
      // Reads start every 50 ms without waiting for each other: one stuck on a lost node holds none back.
      const reads: Promise<void>[] = [];
      const reader = setInterval(() => reads.push(read()), 50);
      const senders = [loop(() => sendChat(() => stopped), 30), loop(sendRoomLine, 50)];
      return {
        stop: async () => {
          stopped = true;
          clearInterval(reader);
          await Promise.all([...senders, ...reads]);
        },
      };
    },
    settled: (timeoutMs) =>
      new Promise<boolean>((resolve) => {
        const done = (value: boolean) => {
          clearTimeout(timer);
          onDelivery = () => undefined;
          resolve(value);
        };
        const timer = setTimeout(() => done(!undelivered()), timeoutMs);
        onDelivery = () => {
          if (!undelivered()) done(true);
        };
        onDelivery();
      }).then((ok) => {
        if (failures.length) throw new Error(`a subscription failed: ${JSON.stringify(failures)}`);
        return ok;
      }),
    close: async () => {
      clearInterval(heartbeats);
      for (const client of sockets) await client.dispose();
    },
  };
};

interface RoomEventSeen {
  version: number;
  method: string;
  payload: string;
  state: { chat: { id: string; message: string }[] } | null;
}
