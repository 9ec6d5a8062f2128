import {
  type Actor,
  type AppError,
  type Guest,
  meetingEndpoints,
  type RoomCaller,
  type RoomEvent,
  type RoomState,
  roomEndpoints,
  roomEventSchema,
  roomEventSubject,
  userEndpoints,
} from '@canstring/contracts';
import { startMeetingServiceForTest, type TestMeetingService } from '@canstring/meeting-service/testing';
import {
  call,
  connectNats,
  createFixedClock,
  type NatsConnection,
  type SettableClock,
} from '@canstring/service-kit';
import {
  createArrivals,
  createTestDatabase,
  startNatsServer,
  type TestDatabase,
  type TestNats,
} from '@canstring/service-kit/testing';
import { startUserServiceForTest, type TestUserService } from '@canstring/user-service/testing';
import { startRoomServiceForTest, type TestRoomService } from '../testing';

/** Settings that let the sweeper's timings pass in a test without waiting minutes. */
export const TEST_ROOM_ENV = {
  ROOM_SWEEP_MS: '50',
  ROOM_PARTICIPANT_GRACE_MS: '15000',
  ROOM_HOST_ABSENT_MS: '300000',
};

/** One person in a room, as a client would hold them. */
export interface InRoom {
  caller: RoomCaller;
  participantId: string;
  state: RoomState;
}

/** Events of one room as a gateway would receive them. */
export interface RoomWatch {
  events: RoomEvent[];
  /** The first event (already received or coming) that matches; fails after two seconds. */
  next(match: (e: RoomEvent) => boolean, timeoutMs?: number): Promise<RoomEvent>;
  stop(): void;
}

/**
 * Real NATS, PostgreSQL, user and meeting services, and room service instances on one settable clock,
 * with helpers to sign people in, schedule meetings, issue guest passes and join.
 */
export interface RoomTestBed {
  nc: NatsConnection;
  nats: TestNats;
  database: TestDatabase;
  clock: SettableClock;
  users: TestUserService;
  meetings: TestMeetingService;
  rooms: TestRoomService[];
  startRoomInstance(): Promise<TestRoomService>;
  newUser(role?: 1 | 2): Promise<Actor>;
  meeting(
    organizer: Actor,
    seatType?: 'onetoone' | 'conference' | 'webinar',
  ): Promise<{ alias: string; room: string; meetingId: number }>;
  guest(alias: string, name?: string): Promise<Guest>;
  join(
    caller: RoomCaller,
    alias: string,
    opts?: { asHost?: boolean; windowId?: string; audioEnabled?: boolean; seat?: string },
  ): Promise<InRoom>;
  /** A seat in the device preview (room.seat). */
  seat(caller: RoomCaller, alias: string, opts?: { asHost?: boolean }): Promise<string>;
  /** What the door of a link tells (room.door): to a visitor without a caller, or to a caller. */
  door(
    caller: RoomCaller | undefined,
    alias: string,
  ): Promise<{ title: string; locked: boolean; removed: boolean }>;
  /** room.seat's whole answer (the seats it gave up too). */
  seats(
    caller: RoomCaller,
    alias: string,
    opts?: { asHost?: boolean },
  ): Promise<{ seat: string; dropped: string[] }>;
  signal(who: InRoom, method: string, payload: unknown): Promise<number>;
  /** A signal whose payload text is sent as it is. */
  rawSignal(who: InRoom, method: string, payload: string): Promise<number>;
  heartbeat(who: InRoom, media?: { video?: boolean; audio?: boolean }): Promise<number>;
  leave(who: InRoom): Promise<void>;
  state(who: InRoom): Promise<RoomState>;
  watch(room: string): Promise<RoomWatch>;
  stop(): Promise<void>;
}

export const NOW = '2026-11-22T10:00:00.000Z';

export const startRoomTestBed = async (label: string, env = TEST_ROOM_ENV): Promise<RoomTestBed> => {
  const nats = await startNatsServer();
  const database = await createTestDatabase();
  const users = await startUserServiceForTest({ natsUrl: nats.url });
  const meetings = await startMeetingServiceForTest({ natsUrl: nats.url, now: NOW });
  const clock = createFixedClock(NOW);
  const rooms: TestRoomService[] = [];
  const startRoomInstance = async () => {
    const instance = await startRoomServiceForTest({
      natsUrl: nats.url,
      databaseUrl: database.url,
      env,
      clock,
    });
    rooms.push(instance);
    return instance;
  };
  await startRoomInstance();
  const nc = await connectNats(nats.url, label);
  const signIn = async (email: string, password: string): Promise<Actor> => {
    const result = await call(nc, userEndpoints.authenticate, { email, password });
    if (result.kind !== 'session') throw new Error(`expected a session for ${email}`);
    return (await call(nc, userEndpoints.checkToken, { token: result.session.token })).actor;
  };
  const admin = await signIn(users.adminEmail, users.adminPassword);
  let sequence = 0;
  const visit = { currentDate: NOW, zone: 'UTC' };
  const rawSignal = async (who: InRoom, method: string, payload: string) =>
    (
      await call(nc, roomEndpoints.signal, {
        caller: who.caller,
        participantId: who.participantId,
        method,
        payload,
      })
    ).version;
  const bed: RoomTestBed = {
    nc,
    nats,
    database,
    clock,
    users,
    meetings,
    rooms,
    startRoomInstance,
    newUser: async (role = 2) => {
      sequence++;
      const email = `${label}${sequence}-${process.pid}@example.org`;
      await users.addUser({ email, password: 'secret1', firstName: `Person${sequence}`, role });
      return signIn(email, 'secret1');
    },
    meeting: async (organizer, seatType = 'conference') => {
      const { meeting } = await call(nc, meetingEndpoints.schedule, {
        actor: organizer,
        meeting: {
          title: 'Weekly review',
          seatType,
          isRecurring: false,
          zone: 'UTC',
          target: { kind: 'user', userId: admin.userId },
        },
      });
      return { alias: meeting.alias, room: meeting.meetingNumber, meetingId: meeting.id };
    },
    guest: async (alias, name = 'Visitor') =>
      (await call(nc, meetingEndpoints.guestPass, { alias, name, phone: '(416) 555-0199', ...visit })).pass
        .guest,
    join: async (caller, alias, opts = {}) => {
      const joined = await call(nc, roomEndpoints.join, {
        caller,
        alias,
        ...visit,
        windowId: opts.windowId ?? 'window-1',
        asHost: opts.asHost ?? false,
        audioEnabled: opts.audioEnabled ?? false,
        ...(opts.seat ? { seat: opts.seat } : {}),
      });
      return { caller, ...joined };
    },
    door: (caller, alias) => call(nc, roomEndpoints.door, { ...(caller ? { caller } : {}), alias, ...visit }),
    seats: (caller, alias, opts = {}) =>
      call(nc, roomEndpoints.seat, { caller, alias, ...visit, asHost: opts.asHost ?? false }),
    seat: async (caller, alias, opts = {}) => (await bed.seats(caller, alias, opts)).seat,
    signal: (who, method, payload) => rawSignal(who, method, JSON.stringify(payload)),
    rawSignal,
    heartbeat: async (who, media = {}) =>
      (
        await call(nc, roomEndpoints.heartbeat, {
          caller: who.caller,
          participantId: who.participantId,
          videoEnabled: media.video ?? false,
          audioEnabled: media.audio ?? false,
        })
      ).version,
    leave: async (who) => {
      await call(nc, roomEndpoints.leave, { caller: who.caller, participantId: who.participantId });
    },
    state: async (who) =>
      (await call(nc, roomEndpoints.state, { caller: who.caller, participantId: who.participantId })).state,
    watch: async (room) => {
      const events = createArrivals<RoomEvent>('room event', (seen) => seen.map((e) => e.method).join(', '));
      const sub = nc.subscribe(roomEventSubject(room), {
        callback: (_err, msg) => events.push(roomEventSchema.parse(msg.json())),
      });
      await nc.flush();
      return {
        events: events.items,
        next: (match, timeoutMs = 2_000) => events.next(match, timeoutMs),
        stop: () => sub.unsubscribe(),
      };
    },
    stop: async () => {
      await nc.close();
      for (const room of rooms) await room.stop().catch(() => undefined);
      await meetings.stop();
      await users.stop();
      await database.drop();
      await nats.stop();
    },
  };
  return bed;
};

/** The error a promise is refused with; fails the test when it is not refused. */
export const refusal = (promise: Promise<unknown>): Promise<AppError> =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: AppError) => e,
  );
