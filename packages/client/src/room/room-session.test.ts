import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import {
  ROOM_HEARTBEAT_MS,
  roomMessages,
  SIGNALLING_RECONNECT_MS,
  SPEAKING_RESET_MS,
} from '@canstring/contracts';
import { Observable, Subject } from 'rxjs';
import { attachGatewaySocket, createGatewaySocket } from '../apollo/gateway-socket';
import { roomEvent, roomFlags, roomParticipant, roomState } from '../test-support/room-fixtures';
import { createRoomSession, NOT_IN_ROOM_SETTLE_MS } from './room-session';
import type { RoomEventView } from './room-types';

type Answer =
  | { data: Record<string, unknown> }
  | { errors: { message: string; extensions: Record<string, unknown> }[] };
type Handler = (variables: Record<string, unknown>) => Answer | Error;

const me = roomParticipant({ userName: 'Bea', videoEnabled: false, audioEnabled: true });
const host = roomParticipant({ userName: 'Ada', isHost: true, public: false });
const joined = roomState({ version: 3, participants: [host, me] });
const refusal = (message: string, code = 'BAD_INPUT'): Answer => ({
  errors: [{ message, extensions: { code } }],
});

/** A client whose link answers operations by name, and whose RoomEvents feed the test drives. */
const fakeRoomGateway = (handlers: Record<string, Handler>) => {
  const sent: { name: string; variables: Record<string, unknown>; authorization?: string }[] = [];
  let feed = new Subject<ApolloLink.Result>();
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    sent.push({ name, variables: operation.variables, authorization: headers.authorization });
    if (name === 'RoomEvents') return feed.asObservable();
    return new Observable((observer) => {
      const answer = handlers[name]?.(operation.variables) ?? refusal(`no answer for ${name}`, 'INTERNAL');
      if (answer instanceof Error) observer.error(answer);
      else {
        observer.next(answer as ApolloLink.Result);
        observer.complete();
      }
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return {
    client,
    sent,
    names: () => sent.map((s) => s.name),
    push: (event: RoomEventView) => feed.next({ data: { roomEvents: event } }),
    fail: (error: Error) => {
      feed.error(error);
      feed = new Subject();
    },
  };
};

const entry = {
  alias: 'ab12cd34',
  currentDate: '2026-03-10T18:05:00.000Z',
  zone: 'America/Toronto',
  windowId: 'w-1',
  asHost: false,
};

const joinAnswers = (): Record<string, Handler> => {
  const answers: Record<string, Handler> = {};
  answers.JoinRoom = () => ({ data: { joinRoom: { participantId: me.participantId, state: joined } } });
  answers.RoomHeartbeat = () => ({ data: { roomHeartbeat: { version: 3 } } });
  answers.SendRoomSignal = () => ({ data: { sendRoomSignal: { version: 4 } } });
  answers.LeaveRoom = () => ({ data: { leaveRoom: true } });
  return answers;
};

/** The gateway answering JoinRoom only, with a refusal. */
const refusingJoin = (answer: Answer): Record<string, Handler> => {
  const answers: Record<string, Handler> = {};
  answers.JoinRoom = () => answer;
  return answers;
};

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(0);
};

describe('the room session', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('joins with the entry, follows events and sends the heartbeat every 5 s', async () => {
    const gateway = fakeRoomGateway(joinAnswers());
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    expect(gateway.sent[0]).toMatchObject({ name: 'JoinRoom', variables: { entry } });
    expect(session.getSnapshot()).toMatchObject({
      status: 'live',
      participantId: me.participantId,
      media: { videoEnabled: false, audioEnabled: true },
    });
    await settle();
    expect(gateway.names()).toContain('RoomEvents');
    gateway.push(roomEvent({ method: 'meetingStatus', version: 4, flags: roomFlags({ started: true }) }));
    expect(session.getSnapshot().view?.state.flags.started).toBe(true);

    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS * 2);
    const beats = gateway.sent.filter((s) => s.name === 'RoomHeartbeat');
    expect(beats).toHaveLength(2);
    expect(beats[0]?.variables).toEqual({
      participantId: me.participantId,
      videoEnabled: false,
      audioEnabled: true,
    });
    session.dispose();
  });

  it('hands relayed signals to the listeners of their method, read by its schema, and keeps feature snapshots', async () => {
    const other = roomParticipant({ userName: 'Cy' });
    const state = roomState({
      version: 3,
      participants: [host, me, other],
      features: JSON.stringify({ document: { currentPage: 2 } }),
    });
    const answers = joinAnswers();
    answers.JoinRoom = () => ({ data: { joinRoom: { participantId: me.participantId, state } } });
    const gateway = fakeRoomGateway(answers);
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await settle();
    // What came before anyone listened: the snapshot the join brought.
    expect(session.feature('document')).toEqual({ currentPage: 2 });
    expect(session.feature('playback')).toBeNull();

    const pages: [number, string, boolean][] = [];
    const stop = session.onRelay('pageSwitch', (payload, from) =>
      pages.push([payload.currentPage, from.participantId, from.mine]),
    );
    const boards: unknown[] = [];
    session.onRelay('whiteboardData', (payload) => boards.push(payload));
    const pageEvent = (version: number, page: unknown, from: string) =>
      roomEvent({
        method: 'pageSwitch',
        version,
        fromParticipantId: from,
        payload: JSON.stringify({ currentPage: page }),
        features: JSON.stringify({ document: { currentPage: page } }),
      });
    gateway.push(pageEvent(4, 3, host.participantId));
    gateway.push(pageEvent(5, 4, me.participantId));
    // A payload its schema refuses reaches no listener.
    gateway.push(
      roomEvent({
        method: 'pageSwitch',
        version: 5,
        fromParticipantId: host.participantId,
        payload: '{"currentPage":"x"}',
      }),
    );
    const line = {
      id: 's1',
      className: 'Line',
      points: [10, 10, 90, 40],
      colour: '#000000',
      strokeWidth: 5,
      senderWbWidth: 800,
      senderWbHeight: 450,
    };
    for (const shape of [line, { ...line, id: 's2', className: 'Hexagon' }]) {
      gateway.push(
        roomEvent({
          method: 'whiteboardData',
          version: 5,
          fromParticipantId: other.participantId,
          payload: JSON.stringify({ page: 0, shape }),
        }),
      );
    }
    expect(pages).toEqual([
      [3, host.participantId, false],
      [4, me.participantId, true],
    ]);
    // The unknown shape class reaches no listener.
    expect(boards).toEqual([{ page: 0, shape: line }]);
    expect(session.feature('document')).toEqual({ currentPage: 4 });

    stop();
    gateway.push(pageEvent(6, 1, host.participantId));
    expect(pages).toHaveLength(2);
    expect(session.feature('document')).toEqual({ currentPage: 1 });
    // The stage taken down: the event carries the snapshot as cleared.
    gateway.push(roomEvent({ method: 'shareDoc', version: 7, features: JSON.stringify({ document: null }) }));
    expect(session.feature('document')).toBeNull();
    session.dispose();
  });

  it("follows the room's events only after its listeners had the join's task: the conference's SFU join goes first", async () => {
    const gateway = fakeRoomGateway(joinAnswers());
    const session = createRoomSession({ client: gateway.client, entry });
    // The conference starts on hearing the session is live; it sends its SFU join a few promise steps on.
    let sentBeforeSfuJoin: string[] | undefined;
    session.subscribe(() => {
      if (session.getSnapshot().status !== 'live' || sentBeforeSfuJoin) return;
      void (async () => {
        for (let i = 0; i < 3; i += 1) await Promise.resolve();
        sentBeforeSfuJoin = gateway.names();
      })();
    });
    await session.join();
    await settle();
    expect(sentBeforeSfuJoin).toEqual(['JoinRoom']);
    expect(gateway.names()).toContain('RoomEvents');
    session.dispose();
  });

  it('carries a guest pass on every operation', async () => {
    const gateway = fakeRoomGateway(joinAnswers());
    const session = createRoomSession({ client: gateway.client, entry, guestToken: 'guest-token' });
    await session.join();
    await settle();
    await session.sendSignal('onRaiseHand', {});
    expect(new Set(gateway.sent.map((s) => s.authorization))).toEqual(new Set(['Bearer guest-token']));
    session.dispose();
  });

  it("reads the state again after a version jump, and takes the server's", async () => {
    const handlers = joinAnswers();
    const fresh = roomState({
      version: 9,
      participants: [host],
      flags: roomFlags({ started: true, locked: true }),
    });
    handlers.RoomState = () => ({ data: { roomState: fresh } });
    const gateway = fakeRoomGateway(handlers);
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await settle();
    gateway.push(roomEvent({ method: 'lockStatus', version: 8, flags: roomFlags({ locked: true }) }));
    await settle();
    expect(gateway.names()).toContain('RoomState');
    expect(session.getSnapshot().view?.state).toEqual(fresh);
    session.dispose();
  });

  it('reads the state again when a heartbeat answers a newer version than the events brought (the last one lost)', async () => {
    const handlers = joinAnswers();
    const fresh = roomState({ version: 5, participants: [host], flags: roomFlags({ started: true }) });
    handlers.RoomState = () => ({ data: { roomState: fresh } });
    let answered = 3;
    handlers.RoomHeartbeat = () => ({ data: { roomHeartbeat: { version: answered } } });
    const gateway = fakeRoomGateway(handlers);
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await settle();
    // Up to date: nothing read again.
    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS);
    await settle();
    expect(gateway.names()).not.toContain('RoomState');
    // Two changes happened; their events never came.
    answered = 5;
    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS);
    await settle();
    expect(gateway.names()).toContain('RoomState');
    expect(session.getSnapshot().view?.state).toEqual(fresh);
    session.dispose();
  });

  it('shows the server refusal of a locked meeting at join', async () => {
    const gateway = fakeRoomGateway(refusingJoin(refusal(roomMessages.meetingLocked, 'FORBIDDEN')));
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    expect(session.getSnapshot()).toMatchObject({ status: 'refused', problem: roomMessages.meetingLocked });
    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS * 2);
    expect(gateway.names()).toEqual(['JoinRoom']);
  });

  it('says Room join failed when the server fails without words', async () => {
    const gateway = fakeRoomGateway(refusingJoin(refusal('boom', 'INTERNAL')));
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    expect(session.getSnapshot().problem).toBe(roomMessages.roomJoinFailed);
  });

  it('ends on meetingEnded with its reason, and on being removed', async () => {
    const gateway = fakeRoomGateway(joinAnswers());
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await settle();
    gateway.push(
      roomEvent({ method: 'meetingEnded', version: 4, payload: JSON.stringify({ reason: 'hostAbsent' }) }),
    );
    expect(session.getSnapshot()).toMatchObject({ status: 'ended', endReason: 'hostAbsent' });
    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS * 2);
    expect(gateway.names()).not.toContain('RoomHeartbeat');

    const other = fakeRoomGateway(joinAnswers());
    const removed = createRoomSession({ client: other.client, entry });
    await removed.join();
    await settle();
    other.push(
      roomEvent({
        method: 'onkickUser',
        version: 4,
        fromParticipantId: host.participantId,
        payload: JSON.stringify({ participantId: me.participantId }),
        left: [me.participantId],
      }),
    );
    expect(removed.getSnapshot()).toMatchObject({ status: 'removed', problem: roomMessages.removed });
  });

  it("says the removal when the heartbeat's 'not in this meeting' overtakes the removal event", async () => {
    const answers = joinAnswers();
    const gateway = fakeRoomGateway(answers);
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await settle();
    answers.RoomHeartbeat = () => refusal(roomMessages.notInRoom, 'FORBIDDEN');
    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS);
    expect(session.getSnapshot().status).toBe('live');
    gateway.push(
      roomEvent({
        method: 'onkickUser',
        version: 4,
        fromParticipantId: host.participantId,
        payload: JSON.stringify({ participantId: me.participantId }),
        left: [me.participantId],
      }),
    );
    await jest.advanceTimersByTimeAsync(NOT_IN_ROOM_SETTLE_MS);
    expect(session.getSnapshot()).toMatchObject({ status: 'removed', problem: roomMessages.removed });

    // With no event to explain it, the refusal is shown once the moment has passed.
    const lonely = joinAnswers();
    const other = fakeRoomGateway(lonely);
    const alone = createRoomSession({ client: other.client, entry });
    await alone.join();
    await settle();
    lonely.RoomHeartbeat = () => refusal(roomMessages.notInRoom, 'FORBIDDEN');
    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS + NOT_IN_ROOM_SETTLE_MS);
    expect(alone.getSnapshot()).toMatchObject({ status: 'refused', problem: roomMessages.notInRoom });
  });

  it('is away while the connection is lost and follows again after 10 s', async () => {
    const gateway = fakeRoomGateway(joinAnswers());
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await settle();
    gateway.fail(new Error('socket closed'));
    await settle();
    expect(session.getSnapshot().disconnected).toBe(true);
    const subscribes = () => gateway.names().filter((n) => n === 'RoomEvents').length;
    expect(subscribes()).toBe(1);
    await jest.advanceTimersByTimeAsync(SIGNALLING_RECONNECT_MS);
    expect(subscribes()).toBe(2);
    gateway.push(
      roomEvent({
        method: 'onInitialData',
        version: 12,
        state: roomState({ version: 12, participants: [me] }),
      }),
    );
    expect(session.getSnapshot()).toMatchObject({ disconnected: false, status: 'live' });
    expect(session.getSnapshot().view?.state.version).toBe(12);
    session.dispose();
  });

  it("shows who is speaking from the room's isSpeaking relays, cleared 2 s after the last", async () => {
    const gateway = fakeRoomGateway(joinAnswers());
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await settle();
    const speaks = (level: number) =>
      gateway.push(
        roomEvent({
          method: 'isSpeaking',
          version: 3,
          fromParticipantId: host.participantId,
          payload: JSON.stringify({ level }),
        }),
      );
    speaks(55);
    expect(session.getSnapshot().speaking).toEqual({ [host.participantId]: 55 });
    await jest.advanceTimersByTimeAsync(SPEAKING_RESET_MS - 1);
    speaks(72);
    await jest.advanceTimersByTimeAsync(SPEAKING_RESET_MS - 1);
    expect(session.getSnapshot().speaking).toEqual({ [host.participantId]: 72 });
    await jest.advanceTimersByTimeAsync(1);
    expect(session.getSnapshot().speaking).toEqual({});
    session.dispose();
  });

  it('checks a signal against its schema, and throws the server refusal in its words', async () => {
    const handlers = joinAnswers();
    handlers.SendRoomSignal = () => refusal(roomMessages.noPresentingToAllInWebinar);
    const gateway = fakeRoomGateway(handlers);
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await expect(session.sendSignal('editName', { userName: '  ' })).rejects.toThrow(
      roomMessages.nameRequired,
    );
    await expect(session.sendSignal('onGiveConrolToAll', { presenter: true })).rejects.toThrow(
      roomMessages.noPresentingToAllInWebinar,
    );
    const sent = gateway.sent.filter((s) => s.name === 'SendRoomSignal');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toEqual({
      participantId: me.participantId,
      method: 'onGiveConrolToAll',
      payload: JSON.stringify({ presenter: true }),
    });
    session.dispose();
  });

  it('reports camera and mic through signals and the heartbeat, and reverts a refused one', async () => {
    const handlers = joinAnswers();
    const gateway = fakeRoomGateway(handlers);
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await session.setMedia('video', true);
    expect(session.getSnapshot().media.videoEnabled).toBe(true);
    handlers.SendRoomSignal = () => refusal(roomMessages.noMicRight);
    await expect(session.setMedia('audio', false)).rejects.toThrow(roomMessages.noMicRight);
    expect(session.getSnapshot().media).toEqual({ videoEnabled: true, audioEnabled: true });
    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS);
    expect(gateway.sent.find((s) => s.name === 'RoomHeartbeat')?.variables).toMatchObject({
      videoEnabled: true,
    });
    session.dispose();
  });

  it('stops sending what the host takes away, and does not take it up again when the right comes back', async () => {
    const gateway = fakeRoomGateway(joinAnswers());
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await session.setMedia('video', true);
    await settle();
    expect(session.getSnapshot().media).toEqual({ videoEnabled: true, audioEnabled: true });
    const withdrawn = {
      ...me,
      micAllowed: false,
      audioEnabled: false,
      camAllowed: false,
      videoEnabled: false,
    };
    gateway.push(roomEvent({ method: 'onMuteMicAll', version: 4, participants: [withdrawn] }));
    expect(session.getSnapshot().media).toEqual({ videoEnabled: false, audioEnabled: false });
    const given = { ...withdrawn, micAllowed: true, camAllowed: true };
    gateway.push(roomEvent({ method: 'onAllowMicAll', version: 5, participants: [given] }));
    expect(session.getSnapshot().media).toEqual({ videoEnabled: false, audioEnabled: false });
    // The heartbeat reports what the tab sends: nothing, until the person turns it on.
    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS);
    expect(gateway.sent.filter((s) => s.name === 'RoomHeartbeat').at(-1)?.variables).toMatchObject({
      videoEnabled: false,
      audioEnabled: false,
    });
    session.dispose();
  });

  it('leaves: tells the server once and stops', async () => {
    const gateway = fakeRoomGateway(joinAnswers());
    const session = createRoomSession({ client: gateway.client, entry });
    await session.join();
    await settle();
    await session.leave();
    expect(session.getSnapshot().status).toBe('left');
    expect(gateway.sent.filter((s) => s.name === 'LeaveRoom')[0]?.variables).toEqual({
      participantId: me.participantId,
    });
    await jest.advanceTimersByTimeAsync(ROOM_HEARTBEAT_MS * 2);
    expect(gateway.names()).not.toContain('RoomHeartbeat');
  });
});

describe('the gateway socket', () => {
  it("opens when the session is made, with a guest's pass, before the join: the events follow it", () => {
    const gateway = fakeRoomGateway(joinAnswers());
    const socket = createGatewaySocket(() => null);
    const opened: (string | undefined)[] = [];
    socket.openWith(() => opened.push(socket.connectionParams().authorization));
    attachGatewaySocket(gateway.client, socket.socket);
    const session = createRoomSession({ client: gateway.client, entry, guestToken: 'guest-pass' });
    expect(opened).toEqual(['Bearer guest-pass']);
    expect(gateway.names()).toEqual([]);
    session.dispose();
  });
});
