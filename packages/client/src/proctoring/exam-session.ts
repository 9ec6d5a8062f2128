import type { ApolloClient } from '@apollo/client';
import {
  EXAM_CAMERA_PUBLISH_DELAY_MS,
  type ExamFlag,
  type ExamRole,
  type ExamRoomSnapshot,
  examAliasOf,
  type RoomSignalMethod,
} from '@canstring/contracts';
import type { ConferenceFeed, ConferenceSnapshot } from '../media/conference';
import type { JanusLibrary } from '../media/janus-library';
import {
  createRoomSession,
  type RoomSession,
  type RoomSignalInput,
  type RoomSnapshot,
} from '../room/room-session';
import type { RoomEventView, RoomParticipantView } from '../room/room-types';
import { roomWindowId } from '../room/window-id';
import { createStore } from '../store';
import { createCandidateClock } from './candidate-clock';
import { createCandidateFlags, type FlagRaise } from './candidate-flags';
import { type ExamEventListener, type ExamEventMethod, readExamEvent } from './exam-events';
import { followExamMedia } from './exam-media';

/** Why a candidate's page is out of the exam: the examiner stopped the test, or they were disqualified. */
export type ExamExit = 'stopped' | 'disqualified';

/** An examiner's message as a candidate heard it (chatexam). */
export interface HeardExamMessage {
  message: string;
  /** The examiner's name. */
  name: string;
  toParticipantId: string;
  at: string;
}

export interface ExamSessionSnapshot {
  room: RoomSnapshot;
  /** The room's exam state (test status, each candidate's start, end, disqualification); null before entry. */
  exam: ExamRoomSnapshot | null;
  /** This tab's participant in the room. */
  me: RoomParticipantView | null;
  /** The conference on the SFU (null before it is made, and in jsdom). */
  conference: ConferenceSnapshot | null;
  /** Why there is no conference now (it is tried again). */
  mediaProblem: string | null;
  /** Examiner: each candidate's time in whole seconds as the server counted it, by user id. */
  times: Readonly<Record<number, number>>;
  /** Examiner: the flags raised since this page entered, oldest first (the exam query has the earlier ones). */
  flags: readonly ExamFlag[];
  /** Examiner messages heard in this page (a candidate's to them; an examiner's own sent). */
  messages: readonly HeardExamMessage[];
  /** Examiner: the candidate (participant id) whose screen is watched beside the cameras. */
  selected: string | null;
  /** Candidate: out of the exam (the page shows why and ends). */
  exit: ExamExit | null;
}

export interface ExamSessionOptions {
  client: ApolloClient;
  examId: number;
  role: ExamRole;
  /** For tests and for a page that loaded janus.js already. */
  library?: () => Promise<JanusLibrary>;
}

/** How long sharing waits for the conference to join the SFU. */
export const CONFERENCE_WAIT_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One tab's part in a proctored exam (spec 3 §2, §4), on the room session and the conference client:
 * the exam's room entered by its alias (the examiner with host power), the exam state from the room's
 * `exam` feature, the exam's events, and
 * - for a candidate: the screen published first and the camera EXAM_CAMERA_PUBLISH_DELAY_MS later
 *   (video only; nothing received), Start Test, the time sent every second once started, flags with
 *   their stills, the examiner's messages, and the exit when the test stops or they are disqualified;
 * - for the examiner: Start Test / Stop Test, a message to one candidate, every candidate's camera
 *   received (the grid) and the selected candidate's screen beside it, on demand and video only, each
 *   candidate's time and the flags as they come.
 */
export const createExamSession = ({ client, examId, role, library }: ExamSessionOptions) => {
  const room: RoomSession = createRoomSession({
    client,
    entry: {
      alias: examAliasOf(examId),
      asHost: role === 'examiner',
      currentDate: new Date().toISOString(),
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      windowId: roomWindowId(),
    },
  });
  const media = followExamMedia({ session: room, client, ...(library ? { library } : {}) });
  const listeners = new Map<ExamEventMethod, Set<ExamEventListener<never>>>();
  let times: Record<number, number> = {};
  let flags: ExamFlag[] = [];
  let messages: HeardExamMessage[] = [];
  let selected: string | null = null;
  let exit: ExamExit | null = null;
  /** Examiner: the feeds received now. */
  const watched = new Set<number>();
  let disposed = false;

  const conferenceNow = () => media.get().conference;
  const snapshotNow = (): ExamSessionSnapshot => {
    const roomNow = room.getSnapshot();
    const participantId = roomNow.participantId;
    return {
      room: roomNow,
      exam: roomNow.view?.features.exam ?? null,
      me: roomNow.view?.state.participants.find((p) => p.participantId === participantId) ?? null,
      conference: conferenceNow()?.getSnapshot() ?? null,
      mediaProblem: media.get().problem,
      times,
      flags,
      messages,
      selected,
      exit,
    };
  };
  const store = createStore<ExamSessionSnapshot>(snapshotNow());
  const publish = () => {
    if (!disposed) store.set(snapshotNow());
  };

  const clock = createCandidateClock((time) => room.sendSignal('updateCandidateTime', { time }));
  const candidateFlags = createCandidateFlags({
    examId: () => examId,
    cameraTrack: () => conferenceNow()?.getSnapshot().local?.getVideoTracks()[0] ?? null,
    screenTrack: () => conferenceNow()?.getSnapshot().screen?.getVideoTracks()[0] ?? null,
    sendFlag: (raise) => room.sendSignal('examFlag', raise),
    sendStillsKept: (flagId) => room.sendSignal('examFlagStill', { flagId }),
  });

  /** A candidate out of the exam: nothing is sent any more, and the room is left. */
  const exitWith = (why: ExamExit) => {
    if (role !== 'candidate' || exit) return;
    exit = why;
    clock.stop();
    media.dispose();
    void room.leave();
    publish();
  };

  /** Examiner: the feeds to receive now, as the room offers them. */
  const reconcileWatches = () => {
    const conference = conferenceNow();
    if (role !== 'examiner' || !conference) return;
    const want = new Set(
      conference
        .getSnapshot()
        .offered.filter((o) => o.kind === 'camera' || o.participantId === selected)
        .map((o) => o.feedId),
    );
    for (const feedId of want) {
      if (watched.has(feedId)) continue;
      watched.add(feedId);
      conference.watch(feedId);
    }
    for (const feedId of [...watched]) {
      if (want.has(feedId)) continue;
      watched.delete(feedId);
      conference.unwatch(feedId);
    }
  };

  /** Candidate: the time goes on after a reload; the exit follows the room's state. */
  const followExamState = () => {
    if (role !== 'candidate') return;
    const { exam, me } = snapshotNow();
    if (!exam || !me?.userId) return;
    if (exam.status === 'stopped') {
      exitWith('stopped');
      return;
    }
    const mine = exam.candidates.find((c) => String(c.userId) === me.userId);
    if (mine?.disqualified) exitWith('disqualified');
    else if (mine?.startedAt && !mine.endedAt && exam.status === 'started' && !clock.running())
      clock.start(mine.startedAt, false);
  };

  const onEvent = (event: RoomEventView) => {
    const read = readExamEvent(event);
    if (!read) return;
    const me = snapshotNow().me;
    const source = {
      fromParticipantId: event.fromParticipantId,
      mine: !!event.fromParticipantId && event.fromParticipantId === me?.participantId,
    };
    switch (read.method) {
      case 'updateCandidateTime': {
        const { userId, time } = read.payload as { userId: number; time: number };
        times = { ...times, [userId]: time };
        break;
      }
      case 'examFlag': {
        const flag = read.payload as ExamFlag;
        if (source.mine) candidateFlags.heard(flag);
        if (role === 'examiner') flags = [...flags, flag];
        break;
      }
      case 'chatexam': {
        const heard = read.payload as Omit<HeardExamMessage, 'at'>;
        messages = [...messages, { ...heard, at: new Date().toISOString() }];
        break;
      }
      case 'candidateStarted': {
        const { userId, startedAt } = read.payload as { userId: number; startedAt: string };
        if (role === 'candidate' && String(userId) === me?.userId) clock.start(startedAt, true);
        break;
      }
      case 'testStopped':
        exitWith('stopped');
        break;
      case 'candidateDisqualified': {
        const { candidates } = read.payload as { candidates: { userId: number }[] };
        if (candidates.some((c) => String(c.userId) === me?.userId)) exitWith('disqualified');
        break;
      }
      default:
        break;
    }
    for (const listener of listeners.get(read.method) ?? []) listener(read.payload as never, source);
    publish();
  };

  let unfollowConference: (() => void) | null = null;
  const followConference = () => {
    unfollowConference?.();
    unfollowConference = null;
    const conference = conferenceNow();
    if (conference) {
      watched.clear();
      unfollowConference = conference.subscribe(() => {
        reconcileWatches();
        publish();
      });
      reconcileWatches();
    }
    publish();
  };
  const unfollowMedia = media.subscribe(followConference);
  const unfollowRoom = room.subscribe(() => {
    followExamState();
    publish();
  });
  const unfollowEvents = room.onEvent(onEvent);

  /** The conference once it joined the SFU, or the reason it could not. */
  const joinedConference = async () => {
    const deadline = Date.now() + CONFERENCE_WAIT_MS;
    for (;;) {
      const conference = conferenceNow();
      if (conference?.getSnapshot().joined) return conference;
      if (disposed || exit) throw new Error('The exam page was closed');
      if (Date.now() > deadline)
        throw new Error(media.get().problem ?? 'The media server could not be reached');
      await new Promise<void>((resolve) => {
        const stop = store.subscribe(() => {
          stop();
          resolve();
        });
        setTimeout(() => {
          stop();
          resolve();
        }, 250);
      });
    }
  };

  /**
   * The room once entered: a click while the join is on its way waits for it (then the room's own
   * refusal, if any, is the answer).
   */
  const inRoom = (): Promise<void> =>
    new Promise((resolve) => {
      const check = () => {
        if (room.getSnapshot().status === 'joining' && !disposed) return false;
        resolve();
        return true;
      };
      if (check()) return;
      const stop = room.subscribe(() => {
        if (check()) stop();
      });
    });
  const signal = async <M extends RoomSignalMethod>(method: M, payload: RoomSignalInput<M>) => {
    await inRoom();
    await room.sendSignal(method, payload);
  };

  const stopAll = () => {
    clock.stop();
    unfollowEvents();
    unfollowRoom();
    unfollowMedia();
    unfollowConference?.();
    media.dispose();
  };

  return {
    getSnapshot: store.get,
    subscribe(listener: () => void) {
      return store.subscribe(() => listener());
    },
    /** Enters the exam's room (the refusal, such as another tab's, in `room.problem`). */
    join: () => room.join({ currentDate: new Date().toISOString() }),
    /** Hears one exam event from now on (its payload as contracts' examEventPayloads reads it). */
    onExamEvent<M extends ExamEventMethod>(method: M, listener: ExamEventListener<M>): () => void {
      const heard = listeners.get(method) ?? new Set();
      listeners.set(method, heard);
      heard.add(listener as ExamEventListener<never>);
      return () => heard.delete(listener as ExamEventListener<never>);
    },
    /** A remote participant's received feed of that kind (examiner), or undefined while not received. */
    feedOf(participantId: string, kind: ConferenceFeed['kind']): ConferenceFeed | undefined {
      return store.get().conference?.feeds.find((f) => f.participantId === participantId && f.kind === kind);
    },
    /** The room's participant of a user now (a candidate present in the exam), if any. */
    participantOf(userId: number | string): RoomParticipantView | undefined {
      return store.get().room.view?.state.participants.find((p) => p.userId === String(userId));
    },

    // ---- the examiner ----
    /** Start Test: the examiner's testStarted, a candidate's candidateStarted. */
    startTest: () => signal(role === 'examiner' ? 'testStarted' : 'candidateStarted', {}),
    stopTest: () => signal('testStopped', {}),
    /** Sends a message to one candidate; a blank one is not sent (answers false). */
    async sendMessage(toParticipantId: string, message: string): Promise<boolean> {
      if (!message.trim()) return false;
      await signal('chatexam', { toParticipantId, message });
      return true;
    },
    /** Watches this candidate's screen beside the cameras (null: none). */
    select(participantId: string | null) {
      selected = participantId;
      reconcileWatches();
      publish();
    },

    // ---- the candidate ----
    /**
     * Shares the screen (the given capture, else the browser's picker: call it in the click) and,
     * EXAM_CAMERA_PUBLISH_DELAY_MS after the screen published, the camera (video only). Resolves
     * once both are on their way; a capture that ends stops the screen share.
     */
    async shareScreenThenCamera(screenTrack?: MediaStreamTrack): Promise<void> {
      const capturing = screenTrack
        ? Promise.resolve(screenTrack)
        : navigator.mediaDevices
            .getDisplayMedia({ video: { displaySurface: 'monitor' }, audio: false })
            .then((stream) => {
              const [track] = stream.getVideoTracks();
              if (!track) throw new Error('No screen was shared');
              return track;
            });
      const track = await capturing;
      const conference = await joinedConference().catch((error: unknown) => {
        track.stop();
        throw error;
      });
      track.addEventListener('ended', () => {
        if (conferenceNow() === conference) conference.stopScreen();
      });
      await conference.shareScreen(track);
      await sleep(EXAM_CAMERA_PUBLISH_DELAY_MS);
      conference.setSending({ video: true, audio: false });
    },
    /** Raises a flag with the camera's and the screen's stills of this moment; answers it kept. */
    raiseFlag: (raise: FlagRaise) => candidateFlags.raise(raise),

    /** Leaves the room (the page closes the exam on purpose). */
    async leave() {
      const wasDisposed = disposed;
      disposed = true;
      stopAll();
      if (!wasDisposed) await room.leave();
      store.clear();
    },
    /** Stops everything without telling the room (an unmount; a closed page drops out after the grace). */
    dispose() {
      if (disposed) return;
      disposed = true;
      stopAll();
      room.dispose();
      store.clear();
    },
  };
};
export type ExamSession = ReturnType<typeof createExamSession>;
