import {
  type Actor,
  meetingEndpoints,
  type RoomCaller,
  type RoomEvent,
  roomEndpoints,
  roomEventSchema,
  roomEventSubject,
  TRANSCRIPTION_PROTOCOL_PREFIX,
  type TranscriptionResult,
  userEndpoints,
} from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import {
  type HeldRoom,
  startRoomServiceForTest,
  type TestRoomService,
} from '@canstring/room-service/testing';
import { call, connectNats, createFixedClock, type NatsConnection } from '@canstring/service-kit';
import {
  createArrivals,
  createTestDatabase,
  startNatsServer,
  type TestDatabase,
  type TestNats,
} from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '@canstring/user-service/testing';
import WebSocket from 'ws';
import { startTranscriptionServiceForTest, type TestTranscriptionService } from '../testing';
import { NEVER_BEHIND_MS } from './go-forward';

export const NOW = '2026-11-22T10:00:00.000Z';
const visit = { currentDate: NOW, zone: 'UTC' };

/** One person in a room, with the token their browser would offer the socket. */
export interface Speaker {
  caller: RoomCaller;
  token: string;
  participantId: string;
  room: string;
}

/** A transcription socket as a browser holds it. */
export interface TestSocket {
  ws: WebSocket;
  results: TranscriptionResult[];
  /** The first answer (received or coming) that matches; fails after `timeoutMs`. */
  result(match: (r: TranscriptionResult) => boolean, timeoutMs?: number): Promise<TranscriptionResult>;
  /** The close code and reason the service gave. */
  closed: Promise<{ code: number; reason: string }>;
}

/** Waits until `check` holds, looking again as things happen; fails after two seconds. */
export const eventually = async (check: () => boolean | Promise<boolean>, timeoutMs = 2_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the expected state never came');
    await new Promise((resolve) => setImmediate(resolve));
  }
};

/** Real NATS, PostgreSQL, user, meeting, room and transcription services, with people in rooms. */
export interface CaptionTestBed {
  nc: NatsConnection;
  transcription: TestTranscriptionService;
  newMember(): Promise<{ actor: Actor; token: string }>;
  meeting(organizer: Actor): Promise<{ alias: string; room: string }>;
  joinAsMember(member: { actor: Actor; token: string }, alias: string, asHost?: boolean): Promise<Speaker>;
  joinAsGuest(alias: string, name: string): Promise<Speaker>;
  signal(who: Speaker, method: string, payload: unknown): Promise<void>;
  /** The room's events from now on: each as it comes, and all seen so far. */
  watch(room: string): Promise<{
    next(match: (e: RoomEvent) => boolean): Promise<RoomEvent>;
    seen: RoomEvent[];
    stop(): void;
  }>;
  /** Holds the room's row lock, as a change under way would, until released: the room answers no change meanwhile. */
  holdRoom(room: string): Promise<HeldRoom>;
  /** A socket for this speaker, offering their token (another one, or none with null). */
  open(
    who: Partial<Speaker> & { name?: string; language?: string; purpose?: string },
    token?: string | null,
  ): TestSocket;
  stop(): Promise<void>;
}

export const startCaptionTestBed = async (env: Record<string, string> = {}): Promise<CaptionTestBed> => {
  const nats: TestNats = await startNatsServer();
  const database: TestDatabase = await createTestDatabase();
  const users: TestUserService = await startUserServiceForTest({ natsUrl: nats.url });
  const meetings: TestMeetingService = await startMeetingServiceForTest({ natsUrl: nats.url, now: NOW });
  const rooms: TestRoomService = await startRoomServiceForTest({
    natsUrl: nats.url,
    clock: createFixedClock(NOW),
  });
  const transcription = await startTranscriptionServiceForTest({
    natsUrl: nats.url,
    databaseUrl: database.url,
    // Skipping late audio is the speaker stream's own test; here the recording is sent at once.
    env: { TRANSCRIPTION_MAX_BEHIND_MS: String(NEVER_BEHIND_MS), ...env },
  });
  const nc = await connectNats(nats.url, 'caption-test');
  const signIn = async (email: string, password: string) => {
    const result = await call(nc, userEndpoints.authenticate, { email, password });
    if (result.kind !== 'session') throw new Error(`expected a session for ${email}`);
    const { token } = result.session;
    return { actor: (await call(nc, userEndpoints.checkToken, { token })).actor, token };
  };
  const admin = await signIn(users.adminEmail, users.adminPassword);
  let sequence = 0;
  const sockets: WebSocket[] = [];

  const bed: CaptionTestBed = {
    nc,
    transcription,
    newMember: async () => {
      sequence++;
      const email = `captions${sequence}-${process.pid}@example.org`;
      await users.addUser({ email, password: 'secret1', firstName: `Speaker${sequence}`, role: 1 });
      return signIn(email, 'secret1');
    },
    meeting: async (organizer) => {
      const { meeting } = await call(nc, meetingEndpoints.schedule, {
        actor: organizer,
        meeting: {
          title: 'Captions',
          seatType: 'conference',
          isRecurring: false,
          zone: 'UTC',
          target: { kind: 'user', userId: admin.actor.userId },
        },
      });
      return { alias: meeting.alias, room: meeting.meetingNumber };
    },
    joinAsMember: async (member, alias, asHost = false) => {
      const caller = { actor: member.actor };
      const joined = await call(nc, roomEndpoints.join, {
        caller,
        alias,
        ...visit,
        windowId: 'window-1',
        asHost,
        audioEnabled: true,
      });
      return { caller, token: member.token, participantId: joined.participantId, room: joined.state.room };
    },
    joinAsGuest: async (alias, name) => {
      const { pass } = await call(nc, meetingEndpoints.guestPass, {
        alias,
        name,
        phone: '(416) 555-0199',
        ...visit,
      });
      const caller = { guest: pass.guest };
      const joined = await call(nc, roomEndpoints.join, {
        caller,
        alias,
        ...visit,
        windowId: 'window-1',
        asHost: false,
        audioEnabled: false,
      });
      return { caller, token: pass.token, participantId: joined.participantId, room: joined.state.room };
    },
    signal: async (who, method, payload) => {
      await call(nc, roomEndpoints.signal, {
        caller: who.caller,
        participantId: who.participantId,
        method,
        payload: JSON.stringify(payload),
      });
    },
    watch: async (room) => {
      const events = createArrivals<RoomEvent>('room event', (seen) => seen.map((e) => e.method).join(', '));
      const sub = nc.subscribe(roomEventSubject(room), {
        callback: (_err, msg) => events.push(roomEventSchema.parse(msg.json())),
      });
      await nc.flush();
      return {
        next: (match) => events.next(match, 5_000),
        seen: events.items,
        stop: () => sub.unsubscribe(),
      };
    },
    holdRoom: (room) => rooms.holdRoom(room),
    open: (who, token = who.token) => {
      const query = new URLSearchParams({
        name: who.name ?? 'Speaker',
        // The assistant's socket names no room.
        ...(who.purpose
          ? { purpose: who.purpose }
          : {
              room: who.room ?? '1',
              participantId: who.participantId ?? '00000000-0000-4000-8000-000000000000',
            }),
        ...(who.language ? { language: who.language } : {}),
      });
      const ws = new WebSocket(
        `${transcription.url}?${query}`,
        token ? [`${TRANSCRIPTION_PROTOCOL_PREFIX}${token}`] : [],
      );
      sockets.push(ws);
      const results = createArrivals<TranscriptionResult>('answer', (heard) => JSON.stringify(heard));
      ws.on('message', (data) => results.push(JSON.parse(String(data))));
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      return {
        ws,
        results: results.items,
        closed,
        result: (match, timeoutMs = 10_000) => results.next(match, timeoutMs),
      };
    },
    stop: async () => {
      for (const ws of sockets) ws.terminate();
      await nc.close();
      await transcription.stop();
      await rooms.stop();
      await meetings.stop();
      await users.stop();
      await database.drop();
      await nats.stop();
    },
  };
  return bed;
};
