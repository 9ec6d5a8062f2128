import type { ConferenceFeed, ConferenceSnapshot } from '@canstring/client/media';
import type { ExamSession, ExamSessionSnapshot } from '@canstring/client/proctoring';
import { type RoomParticipantView, RoomRefusal, roomViewOf } from '@canstring/client/room';
import { roomParticipant, roomState } from '@canstring/client/room/testing';
import { ErrorCode, type ExamRoomCandidate, type ExamRoomSnapshot } from '@canstring/contracts';

/**
 * An exam session for the screens' tests: it holds a snapshot the test changes, records what the
 * screen asked of it, and hands the screen's event listeners the events the test plays. The session
 * itself (room, conference, clock, flags' stills) is tested in packages/client and e2e.
 */

export const examRoom = (change: Partial<ExamRoomSnapshot> = {}): ExamRoomSnapshot => ({
  examId: 7,
  examinerUserId: 30,
  status: 'scheduled',
  startedAt: null,
  stoppedAt: null,
  durationMinutes: 60,
  candidates: [],
  ...change,
});

export const roomCandidate = (change: Partial<ExamRoomCandidate> & Pick<ExamRoomCandidate, 'userId'>) => ({
  userName: `Candidate ${change.userId}`,
  startedAt: null,
  endedAt: null,
  leftAt: null,
  leftHow: null,
  disqualified: null,
  ...change,
});

export const presentPerson = (userId: number, userName = `Candidate ${userId}`): RoomParticipantView =>
  roomParticipant({ userId: String(userId), userName, userMode: 'presenter' });

export const conferenceOf = (change: Partial<ConferenceSnapshot> = {}): ConferenceSnapshot => ({
  joined: true,
  ready: true,
  local: null,
  screen: null,
  feeds: [],
  offered: [],
  publishError: null,
  failed: null,
  lost: false,
  reconnecting: false,
  ...change,
});

/** A received feed (jsdom has no MediaStream: a stand-in object is shown as the element's source). */
export const feedOf = (participantId: string, kind: 'camera' | 'screen', feedId: number): ConferenceFeed => ({
  feedId,
  participantId,
  kind,
  stream: { id: `${kind}-${feedId}`, getVideoTracks: () => [] } as unknown as MediaStream,
  tracks: 1,
});

export interface StandInOptions {
  exam?: ExamRoomSnapshot | null;
  participants?: RoomParticipantView[];
  me?: RoomParticipantView;
}

export const examSessionStandIn = ({ exam = examRoom(), participants = [], me }: StandInOptions = {}) => {
  const listeners = new Set<() => void>();
  const eventListeners = new Map<string, Set<(payload: unknown, source: unknown) => void>>();
  const calls: { method: string; args: unknown[] }[] = [];
  const refusals = new Map<string, Error>();
  const everyone = me ? [me, ...participants] : participants;
  let snapshot: ExamSessionSnapshot = {
    room: {
      status: 'live',
      participantId: me?.participantId ?? 'examiner-participant',
      view: roomViewOf(roomState({ participants: everyone, features: JSON.stringify({ exam }) })),
      disconnected: false,
      problem: null,
      endReason: null,
      media: { videoEnabled: false, audioEnabled: false },
      speaking: {},
      mediaPass: null,
    },
    exam,
    me: me ?? null,
    conference: null,
    mediaProblem: null,
    times: {},
    flags: [],
    messages: [],
    selected: null,
    exit: null,
  };
  const call = (method: string, ...args: unknown[]) => {
    calls.push({ method, args });
    const refusal = refusals.get(method);
    refusals.delete(method);
    return refusal ? Promise.reject(refusal) : Promise.resolve();
  };
  const session = {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    join: () => call('join'),
    onExamEvent(method: string, listener: (payload: unknown, source: unknown) => void) {
      const heard = eventListeners.get(method) ?? new Set();
      eventListeners.set(method, heard);
      heard.add(listener);
      return () => heard.delete(listener);
    },
    startTest: () => call('startTest'),
    stopTest: () => call('stopTest'),
    sendMessage: (toParticipantId: string, message: string) =>
      call('sendMessage', toParticipantId, message).then(() => true),
    select(participantId: string | null) {
      calls.push({ method: 'select', args: [participantId] });
    },
    shareScreenThenCamera: () => call('shareScreenThenCamera'),
    raiseFlag: (flag: unknown) => call('raiseFlag', flag),
    leave: () => call('leave'),
    dispose: () => void calls.push({ method: 'dispose', args: [] }),
  };
  return {
    session: session as unknown as ExamSession,
    calls,
    callsOf: (method: string) => calls.filter((c) => c.method === method).map((c) => c.args),
    /** The next call of `method` is refused with this message. */
    refuse(method: string, message: string, code: ErrorCode = ErrorCode.Conflict) {
      refusals.set(method, new RoomRefusal(message, code));
    },
    /** A new snapshot (the room's, the conference's...), told to the screen. */
    set(change: Partial<ExamSessionSnapshot>) {
      snapshot = { ...snapshot, ...change };
      for (const listener of listeners) listener();
    },
    setExam(exam: ExamRoomSnapshot) {
      const view = snapshot.room.view;
      snapshot = {
        ...snapshot,
        exam,
        room: { ...snapshot.room, view: view ? { ...view, features: { ...view.features, exam } } : view },
      };
      for (const listener of listeners) listener();
    },
    /** An exam event the room sends. */
    emit(method: string, payload: unknown) {
      for (const listener of eventListeners.get(method) ?? [])
        listener(payload, { fromParticipantId: null, mine: false });
    },
    snapshot: () => snapshot,
    /** The screen follows the session (its subscription is in place). */
    subscribed: () => listeners.size > 0,
  };
};

export type ExamSessionStandIn = ReturnType<typeof examSessionStandIn>;
