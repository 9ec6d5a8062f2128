import {
  type Actor,
  EXAM_OTHER_WINDOW_SILENT_MS,
  EXAM_RETURN_GRACE_MS,
  examMediaEndpoints,
  groupEndpoints,
  proctoringEndpoints,
  proctoringMessages,
  type RoomEvent,
  roomMessages,
  userEndpoints,
} from '@canstring/contracts';
import {
  startProctoringServiceForTest,
  type TestProctoringService,
} from '@canstring/proctoring-service/testing';
import { call, type NatsConnection } from '@canstring/service-kit';
import { type InRoom, NOW, type RoomTestBed, refusal, startRoomTestBed } from './test-support/room-test-bed';

jest.setTimeout(90_000);

let bed: RoomTestBed;
let proctoring: TestProctoringService;
let examiner: Actor;
let ada: Actor;
let bob: Actor;
let outsider: Actor;
let groupId: number;
/** Who the SFU has publishing camera and screen now (participant ids). */
const publishing = new Set<string>();
let sfu: ReturnType<NatsConnection['subscribe']>;

/**
 * The SFU's view of who publishes (`media.room.published`): a browser's WebRTC publish cannot run in
 * this test, so the bus answer the media service would give after one stands in for it here (the
 * media service's own answer is tested with Janus, the whole path in the browser run).
 */
const answerForTheSfu = (nc: NatsConnection) =>
  nc.subscribe(examMediaEndpoints.published.subject, {
    callback: (_err, msg) => {
      const { participantId } = msg.json<{ participantId: string }>();
      const both = publishing.has(participantId);
      msg.respond(JSON.stringify({ ok: true, data: { camera: both, screen: both } }));
    },
  });

const newExam = async (title = 'Physics') => {
  const { exam } = await call(bed.nc, proctoringEndpoints.create, {
    actor: examiner,
    exam: { groupId, title, startAt: NOW, durationMinutes: 30 },
  });
  return exam;
};
const enter = (actor: Actor, alias: string, windowId = 'window-1') =>
  bed.join({ actor }, alias, { windowId });
const payloadOf = <T>(event: RoomEvent) => JSON.parse(event.payload) as T;

/** An exam with its examiner and Ada and Bob in the room, both publishing; the test not started. */
const examRoom = async (title?: string) => {
  const exam = await newExam(title);
  const host = await enter(examiner, exam.alias);
  const first = await enter(ada, exam.alias);
  const second = await enter(bob, exam.alias);
  publishing.add(first.participantId).add(second.participantId);
  const watch = await bed.watch(exam.room);
  return { exam, host, first, second, watch };
};

beforeAll(async () => {
  bed = await startRoomTestBed('exam-room', {
    ROOM_SWEEP_MS: '50',
    ROOM_PARTICIPANT_GRACE_MS: '15000',
    ROOM_HOST_ABSENT_MS: '300000',
  });
  proctoring = await startProctoringServiceForTest({ natsUrl: bed.nats.url, clock: bed.clock });
  sfu = answerForTheSfu(bed.nc);
  examiner = await bed.newUser(1);
  ada = await bed.newUser();
  bob = await bed.newUser();
  outsider = await bed.newUser();
  const signedIn = await call(bed.nc, userEndpoints.authenticate, {
    email: bed.users.adminEmail,
    password: bed.users.adminPassword,
  });
  if (signedIn.kind !== 'session') throw new Error('expected a session');
  const { actor: admin } = await call(bed.nc, userEndpoints.checkToken, { token: signedIn.session.token });
  const { group } = await call(bed.nc, groupEndpoints.create, {
    actor: admin,
    group: { name: 'Class 7', userIds: [examiner.userId, ada.userId, bob.userId] },
  });
  groupId = group.id;
});
afterAll(async () => {
  sfu?.unsubscribe();
  await proctoring?.stop();
  await bed?.stop();
});
beforeEach(() => bed.clock.set(NOW));

describe('an exam’s room', () => {
  it('lets in the examiner as host and the class as candidates presenting camera and screen; no one else', async () => {
    const exam = await newExam('Entry');
    const host = await enter(examiner, exam.alias);
    expect(host.state.participants[0]).toMatchObject({ isHost: true, userMode: 'presenter' });
    expect(host.state.features.exam).toMatchObject({
      examId: exam.examId,
      status: 'scheduled',
      candidates: [],
    });
    expect(host.state.flags.started).toBe(true);
    const first = await enter(ada, exam.alias);
    const me = first.state.participants.find((p) => p.participantId === first.participantId);
    expect(me).toMatchObject({
      isHost: false,
      userMode: 'presenter',
      camAllowed: true,
      micAllowed: true,
      screenAllowed: true,
    });
    expect(first.state.features.exam?.candidates).toEqual([
      expect.objectContaining({ userId: ada.userId, startedAt: null, leftAt: null, disqualified: null }),
    ]);
    expect(await refusal(enter(outsider, exam.alias))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.notInClass,
    });
    const guest = await bed.guest((await bed.meeting(examiner)).alias);
    expect(await refusal(bed.join({ guest }, exam.alias))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.signInRequired,
    });
    expect(await bed.door({ actor: ada }, exam.alias)).toEqual({
      title: 'Entry',
      locked: false,
      removed: false,
    });
    expect((await refusal(bed.door(undefined, exam.alias))).code).toBe('FORBIDDEN');
  });

  it('refuses a candidate’s second tab while the first is alive; takes a reload, and a new window once the first went silent', async () => {
    const exam = await newExam('Tabs');
    const first = await enter(ada, exam.alias, 'tab-a');
    expect(await refusal(enter(ada, exam.alias, 'tab-b'))).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.otherTab,
    });
    const again = await enter(ada, exam.alias, 'tab-a');
    expect(again.state.participants.filter((p) => p.userId === ada.userId)).toHaveLength(1);
    bed.clock.advance(EXAM_OTHER_WINDOW_SILENT_MS - 1_000);
    await bed.heartbeat(again);
    bed.clock.advance(EXAM_OTHER_WINDOW_SILENT_MS - 1_000);
    expect((await refusal(enter(ada, exam.alias, 'tab-b'))).code).toBe('CONFLICT');
    // The first window's browser crashed: silent since its last heartbeat, it gives way.
    bed.clock.advance(1_000);
    const fresh = await enter(ada, exam.alias, 'tab-b');
    const mine = fresh.state.participants.filter((p) => p.userId === ada.userId);
    expect(mine.map((p) => p.participantId)).toEqual([fresh.participantId]);
    expect(first.participantId).not.toBe(fresh.participantId);
  });

  it('takes only the exam’s signals: no chat, hands or sharing between candidates; a meeting takes none of them', async () => {
    const { first } = await examRoom('Only exam');
    expect(await refusal(bed.signal(first, 'chat', { message: 'answer is 4' }))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.notInExam,
    });
    expect((await refusal(bed.signal(first, 'onRaiseHand', {}))).message).toBe(proctoringMessages.notInExam);
    await bed.signal(first, 'camEnabled', { enabled: true });
    const meeting = await bed.meeting(examiner);
    const host = await bed.join({ actor: examiner }, meeting.alias, { asHost: true });
    expect(await refusal(bed.signal(host, 'testStarted', {}))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.notAnExamRoom,
    });
  });
});

describe('the test', () => {
  it('starts by the examiner only (a candidate’s forged testStarted is refused), once, and reaches everyone', async () => {
    const { host, first, second, watch } = await examRoom('Start');
    expect(await refusal(bed.signal(first, 'candidateStarted', {}))).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.notStarted,
    });
    expect(await refusal(bed.signal(first, 'testStarted', {}))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.notExaminer,
    });
    expect(watch.events.some((e) => e.method === 'testStarted')).toBe(false);
    await bed.signal(host, 'testStarted', {});
    const started = await watch.next((e) => e.method === 'testStarted');
    expect(started.audience).toBeNull();
    expect(payloadOf(started)).toEqual({ startedAt: NOW });
    expect(started.features.exam).toMatchObject({ status: 'started', startedAt: NOW });
    expect(await refusal(bed.signal(host, 'testStarted', {}))).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.alreadyStarted,
    });
    expect((await bed.state(second)).features.exam?.status).toBe('started');
  });

  it('lets a candidate start only with camera and screen publishing; their time reaches the examiner only, forged times refused', async () => {
    const { host, first, watch } = await examRoom('Times');
    await bed.signal(host, 'testStarted', {});
    publishing.delete(first.participantId);
    expect(await refusal(bed.signal(first, 'candidateStarted', {}))).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.shareBothFirst,
    });
    publishing.add(first.participantId);
    bed.clock.advance(2_000);
    await bed.signal(first, 'candidateStarted', {});
    const started = await watch.next((e) => e.method === 'candidateStarted');
    expect(started.audience?.sort()).toEqual([host.participantId, first.participantId].sort());
    expect(payloadOf(started)).toEqual({ userId: ada.userId, startedAt: '2026-11-22T10:00:02.000Z' });
    expect(await refusal(bed.signal(first, 'candidateStarted', {}))).toMatchObject({
      code: 'CONFLICT',
      message: proctoringMessages.candidateAlreadyStarted,
    });

    bed.clock.advance(7_000);
    await bed.signal(first, 'updateCandidateTime', { time: 6 });
    const tick = await watch.next((e) => e.method === 'updateCandidateTime');
    expect(tick.audience).toEqual([host.participantId]);
    expect(payloadOf(tick)).toEqual({ userId: ada.userId, time: 7 });
    expect(await refusal(bed.signal(first, 'updateCandidateTime', { time: 3_600 }))).toMatchObject({
      code: 'BAD_INPUT',
      message: proctoringMessages.forgedTime,
    });
    expect(await refusal(bed.signal(host, 'updateCandidateTime', { time: 7 }))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.candidateOnly,
    });
  });

  it('delivers an examiner’s message to one candidate only, and keeps it; refuses one to someone not in the exam', async () => {
    const { host, first, second, watch } = await examRoom('Messages');
    await bed.signal(host, 'chatexam', { toParticipantId: first.participantId, message: '  Eyes front  ' });
    const told = await watch.next((e) => e.method === 'chatexam');
    expect(told.audience?.sort()).toEqual([host.participantId, first.participantId].sort());
    expect(payloadOf(told)).toEqual({
      toParticipantId: first.participantId,
      toUserId: ada.userId,
      message: 'Eyes front',
      name: host.state.participants[0]?.userName,
    });
    const kept = await call(bed.nc, proctoringEndpoints.get, {
      actor: ada,
      examId: (await examOf(first)).examId,
    });
    expect(kept.messages.map((m) => m.message)).toEqual(['Eyes front']);
    expect(
      await refusal(bed.signal(host, 'chatexam', { toParticipantId: host.participantId, message: 'me' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: proctoringMessages.candidateNotInExam,
    });
    expect(
      await refusal(bed.signal(host, 'chatexam', { toParticipantId: first.participantId, message: '   ' })),
    ).toMatchObject({
      code: 'BAD_INPUT',
      message: proctoringMessages.messageEmpty,
    });
    expect(
      await refusal(
        bed.signal(second, 'chatexam', { toParticipantId: first.participantId, message: 'psst' }),
      ),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: roomMessages.hostOnly,
    });
  });

  it('tells the examiner of a flag at once, and of its stills; the stopped test reaches everyone', async () => {
    const { host, first, second, watch } = await examRoom('Flags');
    await bed.signal(host, 'testStarted', {});
    await bed.signal(first, 'candidateStarted', {});
    await bed.signal(second, 'candidateStarted', {});
    bed.clock.advance(4_000);
    await bed.signal(first, 'examFlag', { kind: 'tabLeft' });
    const flagged = await watch.next((e) => e.method === 'examFlag');
    expect(flagged.audience?.sort()).toEqual([host.participantId, first.participantId].sort());
    const flag = payloadOf<{ flagId: string; kind: string; userId: number; at: string }>(flagged);
    expect(flag).toMatchObject({ kind: 'tabLeft', userId: ada.userId, at: '2026-11-22T10:00:04.000Z' });
    await bed.signal(first, 'examFlagStill', { flagId: flag.flagId });
    const still = await watch.next((e) => e.method === 'examFlagStill');
    expect(still.audience).toEqual([host.participantId]);
    expect(payloadOf(still)).toEqual({ flagId: flag.flagId, userId: ada.userId });

    // Within the heartbeat grace: the examiner is still in the room when they stop it.
    bed.clock.advance(10_000);
    await bed.signal(host, 'testStopped', {});
    const stopped = await watch.next((e) => e.method === 'testStopped');
    expect(stopped.audience).toBeNull();
    expect(stopped.features.exam?.status).toBe('stopped');
    expect(stopped.features.exam?.candidates.map((c) => c.endedAt)).toEqual([
      '2026-11-22T10:00:14.000Z',
      '2026-11-22T10:00:14.000Z',
    ]);
    expect(await refusal(bed.signal(first, 'examFlag', { kind: 'tabLeft' }))).toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('the exam’s time', () => {
  it('stops the test by itself when its duration has run from the examiner’s start', async () => {
    const { host, watch } = await examRoom('Timed');
    // Started ten seconds after its scheduled start (within the heartbeat grace, so the examiner is
    // still in the room): its time runs from then.
    bed.clock.advance(10_000);
    await bed.signal(host, 'testStarted', {});
    bed.clock.advance(30 * 60_000 - 1);
    // Everyone is silent meanwhile and leaves the room; the test goes on until its time.
    await watch.next((e) => e.method === 'onUserDisconnected' && e.left.includes(host.participantId));
    expect(watch.events.some((e) => e.method === 'testStopped')).toBe(false);
    bed.clock.advance(1);
    const up = await watch.next((e) => e.method === 'testStopped');
    expect(up.fromParticipantId).toBeNull();
    expect(payloadOf(up)).toEqual({ stoppedAt: '2026-11-22T10:30:10.000Z', timeUp: true });
    expect(up.features.exam).toMatchObject({ status: 'stopped', stoppedAt: '2026-11-22T10:30:10.000Z' });
    const { exam } = await call(bed.nc, proctoringEndpoints.get, {
      actor: examiner,
      examId: up.features.exam?.examId ?? 0,
    });
    expect(exam).toMatchObject({ status: 'stopped', stoppedAt: '2026-11-22T10:30:10.000Z' });
  });
});

describe('disqualification', () => {
  it('comes to a started candidate who closed the page and stayed away past the grace; a reload in time is nothing', async () => {
    const { host, first, second, watch } = await examRoom('Closed');
    await bed.signal(host, 'testStarted', {});
    await bed.signal(first, 'candidateStarted', {});
    await bed.signal(second, 'candidateStarted', {});

    await bed.leave(second);
    bed.clock.advance(EXAM_RETURN_GRACE_MS - 1_000);
    const back = await enter(bob, second.state.alias);
    expect(back.state.features.exam?.candidates.find((c) => c.userId === bob.userId)).toMatchObject({
      leftAt: null,
      disqualified: null,
    });

    await bed.leave(first);
    const away = await watch.next(
      (e) => e.method === 'onUserDisconnected' && e.fromParticipantId === first.participantId,
    );
    expect(away.features.exam?.candidates.find((c) => c.userId === ada.userId)).toMatchObject({
      leftHow: 'pageClosed',
      disqualified: null,
    });
    bed.clock.advance(EXAM_RETURN_GRACE_MS);
    const out = await watch.next((e) => e.method === 'candidateDisqualified');
    expect(payloadOf(out)).toEqual({ candidates: [{ userId: ada.userId, reason: 'pageClosed' }] });
    expect(out.features.exam?.candidates.find((c) => c.userId === ada.userId)?.disqualified).toBe(
      'pageClosed',
    );
    expect(await refusal(enter(ada, second.state.alias))).toMatchObject({
      code: 'FORBIDDEN',
      message: proctoringMessages.candidateDisqualified,
    });
    const seen = await call(bed.nc, proctoringEndpoints.get, {
      actor: examiner,
      examId: out.features.exam?.examId ?? 0,
    });
    expect(seen.candidates.find((c) => c.userId === ada.userId)).toMatchObject({
      disqualified: 'pageClosed',
    });
  });

  it('comes to a started candidate whose connection was lost (silent past the heartbeat grace, then the exam’s)', async () => {
    const { host, first, watch } = await examRoom('Lost');
    await bed.signal(host, 'testStarted', {});
    await bed.signal(first, 'candidateStarted', {});
    // The examiner beats within the grace; Ada stays silent past it.
    bed.clock.advance(10_000);
    await bed.heartbeat(host);
    bed.clock.advance(5_001);
    const away = await watch.next(
      (e) => e.method === 'onUserDisconnected' && e.left.includes(first.participantId),
    );
    expect(away.features.exam?.candidates.find((c) => c.userId === ada.userId)?.leftHow).toBe(
      'connectionLost',
    );
    bed.clock.advance(EXAM_RETURN_GRACE_MS);
    const out = await watch.next((e) => e.method === 'candidateDisqualified');
    expect(payloadOf(out)).toEqual({ candidates: [{ userId: ada.userId, reason: 'connectionLost' }] });
  });

  it('never comes to one who had not started, nor after the stop', async () => {
    const { host, first, second, watch } = await examRoom('Not started');
    await bed.signal(host, 'testStarted', {});
    await bed.signal(second, 'candidateStarted', {});
    await bed.leave(first);
    await bed.signal(host, 'testStopped', {});
    await bed.leave(second);
    // The sweeper's round that lets the silent examiner leave looks at the exam's absences too.
    bed.clock.advance(EXAM_RETURN_GRACE_MS * 2);
    await watch.next((e) => e.method === 'onUserDisconnected' && e.left.includes(host.participantId));
    const seen = await call(bed.nc, proctoringEndpoints.get, {
      actor: examiner,
      examId: (await examOf(host)).examId,
    });
    expect(seen.candidates.map((c) => c.disqualified)).toEqual([null, null]);
    expect(watch.events.some((e) => e.method === 'candidateDisqualified')).toBe(false);
  });
});

/** The exam of a participant's room, read back from the proctoring service. */
const examOf = async (who: InRoom) => {
  const { exams } = await call(bed.nc, proctoringEndpoints.list, { actor: examiner });
  const found = exams.find((e) => e.exam.room === who.state.room);
  if (!found) throw new Error('no exam for this room');
  return found.exam;
};
