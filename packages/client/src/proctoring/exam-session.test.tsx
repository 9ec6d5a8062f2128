import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { EXAM_TIMER_TICK_MS, type ExamFlag, type ExamRoomSnapshot, examAliasOf } from '@canstring/contracts';
import { Observable, Subject } from 'rxjs';
import type { RoomEventView } from '../room/room-types';
import { roomEvent, roomParticipant, roomState } from '../test-support/room-fixtures';
import { createExamSession } from './exam-session';

/**
 * The exam session's own rules over a stand-in gateway (jsdom has no WebRTC, so no conference): the
 * entry by the exam's alias, the candidate's clock, messages, flags and exit, the examiner's times,
 * flags and signals. The real thing (Janus, Chromium, the services) is e2e/src/proctoring.spec.ts.
 */

type Answer = { data: Record<string, unknown> };

const EXAM_ID = 7;
const candidate = roomParticipant({ userName: 'Cy', userId: '31', userMode: 'presenter' });
const examiner = roomParticipant({ userName: 'Ada', userId: '30', isHost: true, public: false });

const examState = (change: Partial<ExamRoomSnapshot> = {}): ExamRoomSnapshot => ({
  examId: EXAM_ID,
  examinerUserId: 30,
  status: 'started',
  startedAt: '2026-03-10T18:00:00.000Z',
  stoppedAt: null,
  durationMinutes: 60,
  candidates: [
    {
      userId: 31,
      userName: 'Cy',
      startedAt: null,
      endedAt: null,
      leftAt: null,
      leftHow: null,
      disqualified: null,
    },
  ],
  ...change,
});

const fakeGateway = (me: typeof candidate, exam: ExamRoomSnapshot = examState()) => {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const feed = new Subject<ApolloLink.Result>();
  const answers: Record<string, () => Answer> = {};
  answers.JoinRoom = () => ({
    data: {
      joinRoom: {
        participantId: me.participantId,
        state: roomState({
          version: 3,
          participants: [examiner, candidate],
          features: JSON.stringify({ exam }),
        }),
        media: null,
      },
    },
  });
  answers.RoomHeartbeat = () => ({ data: { roomHeartbeat: { version: 3 } } });
  answers.SendRoomSignal = () => ({ data: { sendRoomSignal: { version: 4 } } });
  answers.LeaveRoom = () => ({ data: { leaveRoom: true } });
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    sent.push({ name, variables: operation.variables });
    if (name === 'RoomEvents') return feed.asObservable();
    return new Observable((observer) => {
      observer.next((answers[name]?.() ?? { data: {} }) as ApolloLink.Result);
      observer.complete();
    });
  });
  return {
    client: new ApolloClient({ link, cache: new InMemoryCache() }),
    sent,
    signals: () =>
      sent
        .filter((s) => s.name === 'SendRoomSignal')
        .map((s) => [s.variables.method, JSON.parse(String(s.variables.payload))]),
    push: (event: RoomEventView) => feed.next({ data: { roomEvents: event } }),
  };
};

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(0);
};

let version = 3;
const examEvent = (method: string, payload: unknown, from: string | null, features?: unknown) => {
  version += 1;
  return roomEvent({
    method,
    version,
    fromParticipantId: from,
    payload: JSON.stringify(payload),
    participants: [examiner, candidate],
    features: JSON.stringify(features ?? {}),
  });
};

const flag = (kind: ExamFlag['kind']): ExamFlag => ({
  flagId: '5f0c2f4e-8a3b-4c55-9d1e-0a6f2b7c9d10',
  examId: EXAM_ID,
  userId: 31,
  userName: 'Cy',
  kind,
  detail: null,
  at: '2026-03-10T18:01:00.000Z',
  stills: [],
});

beforeEach(() => {
  jest.useFakeTimers();
  version = 3;
});
afterEach(() => jest.useRealTimers());

describe('a candidate', () => {
  it("enters by the exam's alias, sends the time every second once started, hears messages, and is exited at the stop", async () => {
    const gateway = fakeGateway(candidate);
    const session = createExamSession({ client: gateway.client, examId: EXAM_ID, role: 'candidate' });
    await session.join();
    await settle();
    expect(gateway.sent[0]?.variables.entry).toMatchObject({ alias: examAliasOf(EXAM_ID), asHost: false });
    expect(session.getSnapshot()).toMatchObject({ exit: null, me: { userId: '31' } });
    expect(session.getSnapshot().exam?.status).toBe('started');

    await session.startTest();
    expect(gateway.signals()).toEqual([['candidateStarted', {}]]);
    const startedAt = new Date().toISOString();
    gateway.push(
      examEvent('candidateStarted', { userId: 31, startedAt }, candidate.participantId, {
        exam: examState({
          candidates: [{ ...examState().candidates[0]!, startedAt }],
        }),
      }),
    );
    await jest.advanceTimersByTimeAsync(EXAM_TIMER_TICK_MS * 3);
    const times = gateway.signals().filter(([method]) => method === 'updateCandidateTime');
    expect(times.map(([, payload]) => payload)).toEqual([{ time: 1 }, { time: 2 }, { time: 3 }]);

    gateway.push(
      examEvent(
        'chatexam',
        {
          toParticipantId: candidate.participantId,
          toUserId: 31,
          message: 'Eyes on your paper',
          name: 'Ada',
        },
        examiner.participantId,
      ),
    );
    expect(session.getSnapshot().messages).toMatchObject([{ message: 'Eyes on your paper', name: 'Ada' }]);

    gateway.push(
      examEvent(
        'testStopped',
        { stoppedAt: new Date().toISOString(), timeUp: false },
        examiner.participantId,
        {
          exam: examState({ status: 'stopped' }),
        },
      ),
    );
    await settle();
    expect(session.getSnapshot().exit).toBe('stopped');
    expect(gateway.sent.map((s) => s.name)).toContain('LeaveRoom');
    const sentBefore = gateway.signals().length;
    await jest.advanceTimersByTimeAsync(EXAM_TIMER_TICK_MS * 3);
    expect(gateway.signals()).toHaveLength(sentBefore);
    session.dispose();
  });

  it('raises a flag and answers it once the room kept it (no stills without camera and screen)', async () => {
    const gateway = fakeGateway(candidate);
    const session = createExamSession({ client: gateway.client, examId: EXAM_ID, role: 'candidate' });
    await session.join();
    await settle();
    const raised = session.raiseFlag({ kind: 'tabLeft' });
    await settle();
    expect(gateway.signals()).toEqual([['examFlag', { kind: 'tabLeft', detail: null, happenedAt: null }]]);
    // Another candidate's flag of the same kind is not ours.
    gateway.push(examEvent('examFlag', flag('tabLeft'), examiner.participantId));
    gateway.push(examEvent('examFlag', flag('tabLeft'), candidate.participantId));
    await expect(raised).resolves.toMatchObject({ kind: 'tabLeft', flagId: flag('tabLeft').flagId });
    expect(gateway.signals().map(([method]) => method)).toEqual(['examFlag']);
    session.dispose();
  });

  it('is exited when the room says they were disqualified', async () => {
    const gateway = fakeGateway(candidate);
    const session = createExamSession({ client: gateway.client, examId: EXAM_ID, role: 'candidate' });
    await session.join();
    await settle();
    gateway.push(
      examEvent('candidateDisqualified', { candidates: [{ userId: 31, reason: 'connectionLost' }] }, null),
    );
    await settle();
    expect(session.getSnapshot().exit).toBe('disqualified');
    session.dispose();
  });
});

describe('the examiner', () => {
  it('enters with host power, starts and stops the test, messages one candidate, and follows times and flags', async () => {
    const gateway = fakeGateway(examiner, examState({ status: 'scheduled', startedAt: null }));
    const session = createExamSession({ client: gateway.client, examId: EXAM_ID, role: 'examiner' });
    await session.join();
    await settle();
    expect(gateway.sent[0]?.variables.entry).toMatchObject({ alias: examAliasOf(EXAM_ID), asHost: true });
    expect(session.participantOf(31)?.participantId).toBe(candidate.participantId);

    await session.startTest();
    await expect(session.sendMessage(candidate.participantId, '   ')).resolves.toBe(false);
    await expect(session.sendMessage(candidate.participantId, 'Two minutes left')).resolves.toBe(true);
    await session.stopTest();
    expect(gateway.signals()).toEqual([
      ['testStarted', {}],
      ['chatexam', { toParticipantId: candidate.participantId, message: 'Two minutes left' }],
      ['testStopped', {}],
    ]);

    gateway.push(examEvent('updateCandidateTime', { userId: 31, time: 12 }, candidate.participantId));
    gateway.push(examEvent('examFlag', flag('fullscreenLeft'), candidate.participantId));
    const heard: string[] = [];
    session.onExamEvent('examFlagStill', ({ flagId }) => heard.push(flagId));
    gateway.push(
      examEvent(
        'examFlagStill',
        { flagId: flag('fullscreenLeft').flagId, userId: 31 },
        candidate.participantId,
      ),
    );
    expect(session.getSnapshot().times).toEqual({ 31: 12 });
    expect(session.getSnapshot().flags.map((f) => f.kind)).toEqual(['fullscreenLeft']);
    expect(heard).toEqual([flag('fullscreenLeft').flagId]);
    // The examiner is never exited by the stop.
    gateway.push(
      examEvent(
        'testStopped',
        { stoppedAt: new Date().toISOString(), timeUp: false },
        examiner.participantId,
      ),
    );
    expect(session.getSnapshot().exit).toBeNull();
    session.dispose();
  });

  it('a Start Test clicked while the join is on its way is sent once the room is entered', async () => {
    const gateway = fakeGateway(examiner, examState({ status: 'scheduled', startedAt: null }));
    const session = createExamSession({ client: gateway.client, examId: EXAM_ID, role: 'examiner' });
    const started = session.startTest();
    await settle();
    expect(gateway.signals()).toEqual([]);
    await session.join();
    await started;
    expect(gateway.sent.map((s) => s.name).slice(0, 2)).toEqual(['JoinRoom', 'SendRoomSignal']);
    expect(gateway.signals()).toEqual([['testStarted', {}]]);
    session.dispose();
  });
});
