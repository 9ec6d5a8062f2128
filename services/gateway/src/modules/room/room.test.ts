import {
  guestEndpoints,
  meetingMessages,
  type RoomEvent,
  roomEndpoints,
  roomMessages,
  userEndpoints,
} from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import { startRoomServiceForTest, type TestRoomService } from '@canstring/room-service/testing';
import { call } from '@canstring/service-kit';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type AdminTestBed, codeOf, startAdminTestBed } from '../../test-support/admin-test-kit';
import { RoomStateReads } from './room-state-reads';

/** The room module through GraphQL and graphql-ws, on the real user, meeting and room services. */
const NOW = new Date().toISOString();
let bed: AdminTestBed;
let meetings: TestMeetingService;
let rooms: TestRoomService;
const sockets: Client[] = [];
beforeAll(async () => {
  bed = await startAdminTestBed('gql-room');
  meetings = await startMeetingServiceForTest({ natsUrl: bed.nats.url, now: NOW });
  rooms = await startRoomServiceForTest({ natsUrl: bed.nats.url });
});
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await rooms?.stop();
  await meetings?.stop();
  await bed?.stop();
});

const visit = (alias: string) => ({ alias, currentDate: NOW, zone: 'UTC' });

const schedule = async (userId: number, title: string) => {
  const answer = await bed.gql<{ scheduleMeeting: { alias: string } }>(
    `mutation($input: ScheduleMeetingInput!) { scheduleMeeting(input: $input) { alias } }`,
    {
      input: {
        title,
        seatType: 'conference',
        isRecurring: false,
        zone: 'UTC',
        target: { userId: String(userId) },
      },
    },
    bed.admin.token,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.scheduleMeeting.alias;
};

const guestPass = async (alias: string, name: string, phone = '613-555-0142') => {
  const answer = await bed.gql<{ joinMeetingAsGuest: { token: string } }>(
    `mutation($alias: String!, $name: String!, $phone: String!, $currentDate: String!, $zone: String!) {
      joinMeetingAsGuest(alias: $alias, name: $name, phone: $phone, currentDate: $currentDate, zone: $zone) { token }
    }`,
    { ...visit(alias), name, phone },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.joinMeetingAsGuest.token;
};

const JOIN = /* GraphQL */ `
  mutation($entry: RoomEntryInput!) {
    joinRoom(entry: $entry) {
      participantId
      state { room alias version flags { locked started } participants { participantId userId guestId userName isHost phone } }
    }
  }
`;
type Joined = {
  participantId: string;
  state: {
    room: string;
    version: number;
    participants: {
      participantId: string;
      userId: string | null;
      guestId: string | null;
      isHost: boolean;
      phone: string | null;
    }[];
  };
};

const join = async (token: string, alias: string, asHost = false) => {
  const answer = await bed.gql<{ joinRoom: Joined }>(
    JOIN,
    { entry: { ...visit(alias), windowId: 'tab-1', asHost } },
    token,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.joinRoom;
};

/** The participants as one participant's roomState shows them. */
const participantsSeenBy = async (token: string, participantId: string) => {
  const answer = await bed.gql<{ roomState: Joined['state'] }>(
    'query($p: ID!) { roomState(participantId: $p) { room version participants { participantId userId guestId isHost phone } } }',
    { p: participantId },
    token,
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.roomState.participants;
};

const signal = (token: string, participantId: string, method: string, payload: unknown) =>
  bed.gql<{ sendRoomSignal: { version: number } }>(
    'mutation($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }',
    { p: participantId, m: method, d: JSON.stringify(payload) },
    token,
  );

interface SeenEvent {
  version: number;
  method: string;
  fromParticipantId: string | null;
  payload: string;
  flags: { locked: boolean; sharedContent: Record<string, unknown> | null };
  left: string[];
  participants: { participantId: string; phone: string | null }[];
  features: string;
  state: {
    room: string;
    version: number;
    participants: { participantId: string; phone: string | null }[];
    features: string;
  } | null;
}

/** One roomEvents subscription over its own socket: what arrived, and how it ended. */
class Watch {
  readonly events: SeenEvent[] = [];
  readonly errors: unknown[] = [];
  readonly ended: Promise<void>;
  private wake: () => void = () => undefined;

  constructor(token: string, participantId: string) {
    const client = createClient({
      url: bed.gateway.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      retryAttempts: 0,
      lazy: false,
    });
    sockets.push(client);
    this.ended = new Promise((resolve) => {
      client.subscribe<{ roomEvents: SeenEvent }>(
        {
          query: `subscription($p: ID!) { roomEvents(participantId: $p) {
            version method fromParticipantId payload flags { locked sharedContent { kind totalPages attachmentId videoId sharedBy } }
            left participants { participantId phone }
            features state { room version participants { participantId phone } features }
          } }`,
          variables: { p: participantId },
        },
        {
          next: (value) => {
            if (value.errors) this.errors.push(...value.errors);
            if (value.data) this.events.push(value.data.roomEvents);
            this.wake();
          },
          error: (error) => {
            this.errors.push(error);
            this.wake();
            resolve();
          },
          complete: () => {
            this.wake();
            resolve();
          },
        },
      );
    });
  }

  /** Waits until an event matching `test` has arrived, and returns it. */
  async until(test: (event: SeenEvent) => boolean, timeoutMs = 5_000): Promise<SeenEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(test);
      if (found) return found;
      if (this.errors.length) throw new Error(JSON.stringify(this.errors));
      if (Date.now() > deadline) throw new Error(`no such event; saw ${this.methods().join(', ')}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  }

  methods(): string[] {
    return this.events.map((e) => e.method);
  }
}

const chatOf = (event: SeenEvent) =>
  event.method === 'chat' ? (JSON.parse(event.payload) as { message: string }).message : null;

/** A meeting with its organizer (the administrator) hosting, a member and a guest in the room. */
const startedRoom = async (title: string) => {
  const person = await bed.newMember();
  const memberToken = await bed.signIn(person.email, person.password);
  const alias = await schedule(person.id, title);
  const host = await join(bed.admin.token, alias, true);
  expect(
    (await signal(bed.admin.token, host.participantId, 'meetingStatus', { started: true })).errors,
  ).toBeUndefined();
  const member = await join(memberToken, alias);
  const guestToken = await guestPass(alias, 'Asha');
  const guest = await join(guestToken, alias);
  return { alias, person, host, member, memberToken, guest, guestToken };
};

describe('the live room through the gateway', () => {
  it('lets a member and a guest join, and refuses a guest pass of another meeting', async () => {
    const { alias, person, host, member, guest, guestToken } = await startedRoom('Review');
    const people = await participantsSeenBy(bed.admin.token, host.participantId);
    expect(new Set([host.participantId, member.participantId, guest.participantId]).size).toBe(3);
    expect(guest.state.participants.find((p) => p.participantId === member.participantId)).toMatchObject({
      userId: String(person.id),
      guestId: null,
      isHost: false,
    });
    expect(people.find((p) => p.participantId === guest.participantId)).toMatchObject({
      userId: null,
      isHost: false,
    });
    expect(people.find((p) => p.participantId === host.participantId)?.isHost).toBe(true);

    const other = await schedule(person.id, 'Staff only');
    const refused = await bed.gql(JOIN, { entry: { ...visit(other), windowId: 'tab-1' } }, guestToken);
    expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      meetingMessages.guestPassElsewhere,
    ]);
    const nobody = await bed.gql(JOIN, { entry: { ...visit(alias), windowId: 'tab-1' } });
    expect(codeOf(nobody)).toBe('UNAUTHENTICATED');
  });

  it('tells a visitor at the door the title and the lock, a removed guest their removal, and refuses an unknown link', async () => {
    const { alias, host, guest, guestToken } = await startedRoom('Door');
    const DOOR =
      'query($alias: String!, $currentDate: String!, $zone: String!) { roomDoor(alias: $alias, currentDate: $currentDate, zone: $zone) { title locked removed } }';
    expect((await bed.gql(DOOR, visit(alias))).data).toEqual({
      roomDoor: { title: 'Door', locked: false, removed: false },
    });
    await signal(bed.admin.token, host.participantId, 'lockStatus', { locked: true });
    expect((await bed.gql(DOOR, visit(alias))).data).toEqual({
      roomDoor: { title: 'Door', locked: true, removed: false },
    });
    await signal(bed.admin.token, host.participantId, 'onkickUser', { participantId: guest.participantId });
    expect((await bed.gql(DOOR, visit(alias), guestToken)).data).toEqual({
      roomDoor: { title: 'Door', locked: true, removed: true },
    });
    const unknown = await bed.gql(DOOR, visit('no-such-link'));
    expect([codeOf(unknown), unknown.errors?.[0]?.message]).toEqual([
      'NOT_FOUND',
      meetingMessages.meetingNotFound,
    ]);
  });

  it('sends onInitialData first, then the room events in order', async () => {
    const { host, member, memberToken } = await startedRoom('Events');
    const watch = new Watch(memberToken, member.participantId);
    const first = await watch.until(() => true);
    expect(first).toMatchObject({ method: 'onInitialData', left: [], fromParticipantId: null });
    expect(first.state?.version).toBe(first.version);

    const locked = await signal(bed.admin.token, host.participantId, 'lockStatus', { locked: true });
    expect(locked.errors).toBeUndefined();
    const event = await watch.until((e) => e.method === 'lockStatus');
    expect(event).toMatchObject({ fromParticipantId: host.participantId, flags: { locked: true } });
    expect(event.version).toBe(locked.data?.sendRoomSignal.version);
    expect(watch.methods()[0]).toBe('onInitialData');
    const versions = watch.events.map((e) => e.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('carries the shared content’s snapshots: whole in the state, as changed in the events', async () => {
    const { host, member, memberToken } = await startedRoom('Features');
    const watch = new Watch(memberToken, member.participantId);
    const first = await watch.until(() => true);
    expect(JSON.parse(first.state?.features ?? '')).toEqual({
      document: null,
      playback: null,
      whiteboard: null,
      captions: null,
      exam: null,
    });
    await signal(bed.admin.token, host.participantId, 'shareDoc', {
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const shared = await watch.until((e) => e.method === 'shareDoc');
    expect(shared.flags.sharedContent).toEqual({
      kind: 'youtube',
      totalPages: 'youtube',
      attachmentId: null,
      videoId: 'dQw4w9WgXcQ',
      sharedBy: host.participantId,
    });
    await signal(bed.admin.token, host.participantId, 'youtubePause', { time: 12 });
    const paused = await watch.until((e) => e.method === 'youtubePause');
    expect(JSON.parse(paused.features)).toEqual({
      playback: expect.objectContaining({ paused: true, time: 12 }),
    });
    expect(JSON.parse(paused.payload)).toEqual({ time: 12 });
  });

  it('hands a private chat to its two people only', async () => {
    const { host, member, memberToken, guest, guestToken } = await startedRoom('Private');
    const watches = {
      host: new Watch(bed.admin.token, host.participantId),
      member: new Watch(memberToken, member.participantId),
      guest: new Watch(guestToken, guest.participantId),
    };
    for (const watch of Object.values(watches)) await watch.until((e) => e.method === 'onInitialData');

    const sent = await signal(memberToken, member.participantId, 'chat', {
      message: 'just between us',
      toParticipantId: guest.participantId,
    });
    expect(sent.errors).toBeUndefined();
    await signal(memberToken, member.participantId, 'chat', { message: 'hello all' });
    for (const watch of [watches.member, watches.guest]) {
      await watch.until((e) => chatOf(e) === 'hello all');
      expect(watch.events.map(chatOf).filter(Boolean)).toEqual(['just between us', 'hello all']);
    }
    await watches.host.until((e) => chatOf(e) === 'hello all');
    expect(watches.host.events.map(chatOf).filter(Boolean)).toEqual(['hello all']);
  });

  it("refuses a host control from a participant with the room service's words, and nothing reaches the room", async () => {
    const { host, member, memberToken } = await startedRoom('Controls');
    const watch = new Watch(memberToken, member.participantId);
    await watch.until((e) => e.method === 'onInitialData');

    const refused = await signal(memberToken, member.participantId, 'lockStatus', { locked: true });
    expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual(['FORBIDDEN', roomMessages.hostOnly]);
    await signal(bed.admin.token, host.participantId, 'chat', { message: 'after the refusal' });
    await watch.until((e) => chatOf(e) === 'after the refusal');
    expect(watch.methods()).toEqual(['onInitialData', 'chat']);
    expect(watch.events[1]?.flags.locked).toBe(false);
  });

  it("refuses someone else's participant id and an invented one, on every field", async () => {
    const { host, member, memberToken, guest, guestToken } = await startedRoom('Forged');
    const invented = '7b1f2a51-95c4-4b8e-9a0d-3c6f1e2d4a5b';
    for (const [token, participantId] of [
      [memberToken, guest.participantId],
      [guestToken, member.participantId],
      [memberToken, invented],
    ] as const) {
      const answers = [
        await bed.gql(
          'query($p: ID!) { roomState(participantId: $p) { room } }',
          { p: participantId },
          token,
        ),
        await bed.gql(
          'mutation($p: ID!) { roomHeartbeat(participantId: $p, videoEnabled: true, audioEnabled: true) { version } }',
          { p: participantId },
          token,
        ),
        await signal(token, participantId, 'chat', { message: 'as someone else' }),
        await bed.gql('mutation($p: ID!) { leaveRoom(participantId: $p) }', { p: participantId }, token),
      ];
      for (const answer of answers)
        expect([codeOf(answer), answer.errors?.[0]?.message]).toEqual(['FORBIDDEN', roomMessages.notInRoom]);
      const watch = new Watch(token, participantId);
      await watch.ended;
      expect(watch.events).toEqual([]);
      expect(JSON.stringify(watch.errors)).toContain(roomMessages.notInRoom);
    }
    const stillThere = (await participantsSeenBy(bed.admin.token, host.participantId)).map(
      (p) => p.participantId,
    );
    expect(stillThere).toEqual(expect.arrayContaining([member.participantId, guest.participantId]));
    const bad = await bed.gql('query { roomState(participantId: "not-an-id") { room } }', {}, memberToken);
    expect(codeOf(bad)).toBe('BAD_INPUT');
  });

  it('ends the subscription of a participant who leaves, and tells the others', async () => {
    const { host, guest, guestToken } = await startedRoom('Leaving');
    const hostWatch = new Watch(bed.admin.token, host.participantId);
    const guestWatch = new Watch(guestToken, guest.participantId);
    await guestWatch.until((e) => e.method === 'onInitialData');
    await hostWatch.until((e) => e.method === 'onInitialData');

    const left = await bed.gql(
      'mutation($p: ID!) { leaveRoom(participantId: $p) }',
      { p: guest.participantId },
      guestToken,
    );
    expect(left.data).toEqual({ leaveRoom: true });
    await guestWatch.ended;
    expect(guestWatch.events.at(-1)?.left).toContain(guest.participantId);
    expect(guestWatch.errors).toEqual([]);
    const seen = await hostWatch.until((e) => e.left.includes(guest.participantId));
    expect(seen.method).toBe('onUserDisconnected');
  });

  it("sends a guest no other participant's phone number, while the host and the person themself see it", async () => {
    const { alias, host, guest, guestToken } = await startedRoom('Phones');
    const asha = '+16135550142';
    const bo = '+16135550177';
    const phonesIn = (participants: { participantId: string; phone: string | null }[]) =>
      Object.fromEntries(participants.map((p) => [p.participantId, p.phone]));
    const guestWatch = new Watch(guestToken, guest.participantId);
    const hostWatch = new Watch(bed.admin.token, host.participantId);
    const initial = await guestWatch.until((e) => e.method === 'onInitialData');
    await hostWatch.until((e) => e.method === 'onInitialData');
    expect(phonesIn(initial.state?.participants ?? [])[guest.participantId]).toBe(asha);

    const boToken = await guestPass(alias, 'Bo', '613-555-0177');
    const other = await join(boToken, alias);
    const joinedSeenByGuest = await guestWatch.until((e) =>
      e.participants.some((p) => p.participantId === other.participantId),
    );
    const joinedSeenByHost = await hostWatch.until((e) =>
      e.participants.some((p) => p.participantId === other.participantId),
    );
    expect(phonesIn(joinedSeenByGuest.participants)[other.participantId]).toBeNull();
    expect(phonesIn(joinedSeenByHost.participants)[other.participantId]).toBe(bo);

    const seenByGuest = phonesIn(await participantsSeenBy(guestToken, guest.participantId));
    expect(seenByGuest[other.participantId]).toBeNull();
    expect(seenByGuest[guest.participantId]).toBe(asha);
    const seenByOther = phonesIn(other.state.participants);
    expect([seenByOther[guest.participantId], seenByOther[other.participantId]]).toEqual([null, bo]);
    const seenByHost = phonesIn(await participantsSeenBy(bed.admin.token, host.participantId));
    expect([seenByHost[guest.participantId], seenByHost[other.participantId]]).toEqual([asha, bo]);
    const everythingSent = JSON.stringify(guestWatch.events);
    expect(everythingSent).not.toContain(bo);
  });

  it("stops a member's room events once their session is signed out", async () => {
    const { host, member, memberToken } = await startedRoom('Signed out');
    const watch = new Watch(memberToken, member.participantId);
    await watch.until((e) => e.method === 'onInitialData');
    await bed.gql('mutation { signOut }', undefined, memberToken);

    await signal(bed.admin.token, host.participantId, 'chat', { message: 'still there?' });
    await watch.ended;
    expect(watch.methods()).toEqual(['onInitialData']);
    expect(JSON.stringify(watch.errors)).toContain('UNAUTHENTICATED');
  });
});

describe('the room states of subscriptions that start together', () => {
  it('are read together: one read answers those that asked while another was on its way, each with the chat it may read', async () => {
    const { host, member, memberToken, guest, guestToken } = await startedRoom('Together');
    await signal(memberToken, member.participantId, 'chat', {
      message: 'just between us',
      toParticipantId: guest.participantId,
    });
    await signal(memberToken, member.participantId, 'chat', { message: 'hello all' });
    const memberCaller = {
      actor: (await call(bed.nc, userEndpoints.checkToken, { token: memberToken })).actor,
    };
    const guestCaller = { guest: (await call(bed.nc, guestEndpoints.check, { token: guestToken })).guest };
    const hostCaller = {
      actor: (await call(bed.nc, userEndpoints.checkToken, { token: bed.admin.token })).actor,
    };
    const asksPerRead: number[] = [];
    const spy = bed.nc.subscribe(roomEndpoints.states.subject, {
      callback: (_, msg) => {
        asksPerRead.push((JSON.parse(msg.string()) as { asks: unknown[] }).asks.length);
      },
    });
    await bed.nc.flush();

    const reads = new RoomStateReads(bed.nc);
    const room = host.state.room;
    const ask = (caller: Parameters<RoomStateReads['initialData']>[1], participantId: string) =>
      reads.initialData(room, caller, participantId, 'together');
    // The first ask is read at once; the others, made while it is on its way, go together next.
    const [seenByHost, seenByMember, seenByGuest, someoneElses] = await Promise.all([
      ask(hostCaller, host.participantId),
      ask(memberCaller, member.participantId),
      ask(guestCaller, guest.participantId),
      ask(guestCaller, host.participantId).then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      ),
    ]);
    spy.unsubscribe();
    expect(asksPerRead).toEqual([1, 3]);
    const chatOfState = (event: RoomEvent) => event.state?.chat.map((c) => c.message);
    expect(chatOfState(seenByHost)).toEqual(['hello all']);
    expect(chatOfState(seenByMember)).toEqual(['just between us', 'hello all']);
    expect(chatOfState(seenByGuest)).toEqual(['just between us', 'hello all']);
    // The two who read the same chat get the same event, which is then prepared once for both.
    expect(seenByMember).toBe(seenByGuest);
    expect(someoneElses).toBe('FORBIDDEN');
    expect(seenByHost.state?.participants.map((p) => p.participantId).sort()).toEqual(
      [host.participantId, member.participantId, guest.participantId].sort(),
    );
  });
});
