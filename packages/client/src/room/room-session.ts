import type { ApolloClient } from '@apollo/client';
import {
  ErrorCode,
  type MeetingEndReason,
  ROOM_HEARTBEAT_MS,
  type RoomFeature,
  type RoomFeatureSnapshot,
  type RoomMediaToken,
  type RoomSignal,
  type RoomSignalMethod,
  roomMessages,
  roomSignalPayloads,
  SIGNALLING_RECONNECT_MS,
} from '@canstring/contracts';
import type { Subscription } from 'rxjs';
import { describeError } from '../apollo/describe-error';
import { gatewaySocketOf } from '../apollo/gateway-socket';
import { createStore } from '../store';
import {
  JOIN_ROOM,
  LEAVE_ROOM,
  ROOM_EVENTS,
  ROOM_HEARTBEAT,
  ROOM_STATE,
  SEND_ROOM_SIGNAL,
} from './room-documents';
import { applyRoomEvent, type RoomView, roomViewOf } from './room-reducer';
import type { RoomEntry, RoomEventView, RoomParticipantView } from './room-types';
import { createSpeakingBoard, type SpeakingLevels } from './speaking';

/** How long a heartbeat's 'not in this meeting' waits for the feed's removal or end event. */
export const NOT_IN_ROOM_SETTLE_MS = 2_000;

/**
 * joining: joinRoom under way; live: in the room; refused: the server would not let us in (or dropped
 * us, its message in `problem`); removed: the host removed us; ended: the meeting ended; left: we left.
 */
export type RoomStatus = 'joining' | 'live' | 'refused' | 'removed' | 'ended' | 'left';

export interface RoomMedia {
  videoEnabled: boolean;
  audioEnabled: boolean;
}

export interface RoomSnapshot {
  status: RoomStatus;
  participantId: string | null;
  view: RoomView | null;
  /** The event feed is away (socket closed or the heartbeat failing): show roomMessages.disconnected. */
  disconnected: boolean;
  /** Why the server refused the entry or the feed. */
  problem: string | null;
  endReason: MeetingEndReason | null;
  /** What this tab reports in its heartbeat; the toolbar's camera and mic (state only, for now). */
  media: RoomMedia;
  /** Who is speaking (isSpeaking relays), with their level; each cleared 2 s after their last report. */
  speaking: SpeakingLevels;
  /** The SFU pass the join brought; null before, or when the SFU gave none (the conference asks again). */
  mediaPass: RoomMediaToken | null;
}

/** A signal the server (or the method's own schema) refused, with the words to show. */
export class RoomRefusal extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = 'RoomRefusal';
  }
}

/** A method's payload, as its schema gives it (defaults filled). */
export type RoomSignalInput<M extends RoomSignalMethod> = Extract<RoomSignal, { method: M }>['payload'];

/** Who sent a relayed signal: their participant id, and whether it is this tab's own. */
export interface RelaySender {
  participantId: string;
  mine: boolean;
}

/** Hears one method's signals as the room relays them, the payload read by the method's schema. */
export type RelayListener<M extends RoomSignalMethod> = (
  payload: RoomSignalInput<M>,
  from: RelaySender,
) => void;

export interface RoomSessionOptions {
  client: ApolloClient;
  entry: RoomEntry;
  /** A meeting guest's pass: sent as `authorization` on every operation, and opens the socket. */
  guestToken?: string;
}

export interface RoomSession {
  getSnapshot(): RoomSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Enters the room, then follows its events and sends the heartbeat until left. `now` gives what is
   * known only at the moment of entering (the viewer's date and zone, the preview's mic and SFU
   * pass) over the session's entry.
   */
  join(
    now?: Partial<Pick<RoomEntry, 'currentDate' | 'zone' | 'audioEnabled' | 'seat' | 'previewToken'>>,
  ): Promise<void>;
  sendSignal<M extends RoomSignalMethod>(method: M, payload: RoomSignalInput<M>): Promise<void>;
  /**
   * Hears every `method` signal the room relays from now on (the sender's own included, marked
   * `mine`); a payload its schema refuses is passed over. Answers the function that stops listening.
   * A feature reads what came before it listened from `feature()`.
   */
  onRelay<M extends RoomSignalMethod>(method: M, listener: RelayListener<M>): () => void;
  /**
   * Hears every event of the room once applied, as the gateway sends it (the room service's own, and
   * events whose payload is not what their method was sent with). Answers the function that stops.
   */
  onEvent(listener: (event: RoomEventView) => void): () => void;
  /** A feature's snapshot as the room keeps it now (null while it holds nothing, or before entry). */
  feature<F extends RoomFeature>(name: F): RoomFeatureSnapshot<F> | null;
  /** The toolbar's camera or mic: told to the room (camEnabled / micEnabled) and kept for the heartbeat. */
  setMedia(kind: 'video' | 'audio', enabled: boolean): Promise<void>;
  leave(): Promise<void>;
  /** Stops the feed and the heartbeat without telling the server (an unmount). */
  dispose(): void;
}

const parsePayload = (text: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Whether an error came from the server in words (a GraphQL error), not from the connection. */
const isServerAnswer = (error: unknown): boolean => describeError(error).code !== ErrorCode.Unavailable;

const mine = (participants: RoomParticipantView[], participantId: string) =>
  participants.find((p) => p.participantId === participantId);

/**
 * What this tab sends, kept within the grants the room holds for it: when the host takes the mic or
 * camera away (one person, or all), the tab stops sending it and does not take it up again when the
 * right comes back; the person turns it on (spec 3 §6).
 */
export const mediaWithinGrants = (media: RoomMedia, me: RoomParticipantView | undefined): RoomMedia => {
  if (!me) return media;
  const videoEnabled = media.videoEnabled && me.camAllowed;
  const audioEnabled = media.audioEnabled && me.micAllowed;
  return videoEnabled === media.videoEnabled && audioEnabled === media.audioEnabled
    ? media
    : { videoEnabled, audioEnabled };
};

/** The live-room session of one tab: entry, the event feed, the heartbeat, signals and leaving. */
export const createRoomSession = ({ client, entry, guestToken }: RoomSessionOptions): RoomSession => {
  const context = guestToken ? { headers: { authorization: `Bearer ${guestToken}` } } : undefined;
  const socket = gatewaySocketOf(client);
  // The room's events come over the socket once the join is answered: it opens now, meanwhile.
  if (guestToken) socket?.setGuestPass(guestToken);
  socket?.warm();
  /** Each method's relay listeners; a listener takes the payload its own method's schema read. */
  const relayListeners = new Map<RoomSignalMethod, Set<(payload: never, from: RelaySender) => void>>();
  const eventListeners = new Set<(event: RoomEventView) => void>();
  const store = createStore<RoomSnapshot>({
    status: 'joining',
    participantId: null,
    view: null,
    disconnected: false,
    problem: null,
    endReason: null,
    media: { videoEnabled: false, audioEnabled: false },
    speaking: {},
    mediaPass: null,
  });
  let feed: Subscription | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  /** Following the room's events, due right after the join's answer. */
  let following: ReturnType<typeof setTimeout> | null = null;
  let resubscribe: ReturnType<typeof setTimeout> | null = null;
  let stopSocketWatch: (() => void) | null = null;
  let refreshing = false;

  const update = (change: Partial<RoomSnapshot>) => {
    store.set({ ...store.get(), ...change });
  };
  const live = () => store.get().status === 'live';
  const speaking = createSpeakingBoard((levels) => update({ speaking: levels }));

  const stop = () => {
    feed?.unsubscribe();
    feed = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    if (following) clearTimeout(following);
    following = null;
    if (resubscribe) clearTimeout(resubscribe);
    resubscribe = null;
    stopSocketWatch?.();
    stopSocketWatch = null;
    speaking.clear();
    if (guestToken) socket?.setGuestPass(null);
  };

  const finish = (change: Partial<RoomSnapshot>) => {
    stop();
    update({ ...change, disconnected: false, speaking: {} });
  };

  /** After a missed event: the state as the server has it now (never our own replayed). */
  const refresh = async () => {
    const participantId = store.get().participantId;
    if (refreshing || !participantId) return;
    refreshing = true;
    try {
      const result = await client.query({
        query: ROOM_STATE,
        variables: { participantId },
        fetchPolicy: 'no-cache',
        context,
      });
      const state = result.data?.roomState;
      const { view } = store.get();
      if (state && live() && view && state.version >= view.state.version) {
        onView(roomViewOf(state, view.captions));
      }
    } catch {
      // The next event or reconnect brings the state again.
    } finally {
      refreshing = false;
    }
  };

  /** A newer view of the room, and what this tab sends kept within the grants it holds. */
  const onView = (view: RoomView, change: Partial<RoomSnapshot> = {}) => {
    const { media, participantId } = store.get();
    const within = mediaWithinGrants(
      media,
      participantId ? mine(view.state.participants, participantId) : undefined,
    );
    update({ view, ...change, ...(within !== media ? { media: within } : {}) });
  };

  const onEvent = (event: RoomEventView) => {
    const { view, participantId: me, disconnected } = store.get();
    if (!live() || !view) return;
    const applied = applyRoomEvent(view, event);
    const back = event.method === 'onInitialData' && disconnected;
    if (applied.view !== view || back) onView(applied.view, back ? { disconnected: false } : {});
    if (event.method === 'isSpeaking' && event.fromParticipantId) {
      const level = parsePayload(event.payload).level;
      if (typeof level === 'number') speaking.heard(event.fromParticipantId, level);
    }
    if (event.method === 'meetingEnded') {
      const reason =
        parsePayload(event.payload).reason === 'hostAbsent' ? 'hostAbsent' : 'stoppedByOrganizer';
      finish({ status: 'ended', endReason: reason });
      return;
    }
    if (
      event.method === 'onkickUser' &&
      me &&
      (event.left.includes(me) || parsePayload(event.payload).participantId === me)
    ) {
      finish({ status: 'removed', problem: roomMessages.removed });
      return;
    }
    if (applied.missed) void refresh();
    for (const listener of eventListeners) listener(event);
    relay(event);
  };

  /** Hands a signal's event to the listeners of its method. */
  const relay = (event: RoomEventView) => {
    const method = event.method as RoomSignalMethod;
    const heard = relayListeners.get(method);
    if (!heard?.size || !event.fromParticipantId) return;
    const read = roomSignalPayloads[method]?.safeParse(parsePayload(event.payload));
    if (!read?.success) return;
    const from = {
      participantId: event.fromParticipantId,
      mine: event.fromParticipantId === store.get().participantId,
    };
    for (const listener of heard) listener(read.data as never, from);
  };

  const follow = () => {
    const participantId = store.get().participantId;
    if (!participantId || !live()) return;
    feed?.unsubscribe();
    feed = client
      .subscribe({ query: ROOM_EVENTS, variables: { participantId }, fetchPolicy: 'no-cache', context })
      .subscribe({
        next: (result) => {
          if (result.error) {
            onFeedError(result.error);
            return;
          }
          const event = result.data?.roomEvents;
          if (event) onEvent(event as RoomEventView);
        },
        error: (error) => onFeedError(error),
        // The server ends the feed when we leave or are removed; otherwise it is followed again.
        complete: () => {
          if (live()) awayThenFollow();
        },
      });
  };

  /** The connection gave up (graphql-ws retried already): say so and follow again in 10 s. */
  const awayThenFollow = () => {
    feed = null;
    update({ disconnected: true });
    if (resubscribe) clearTimeout(resubscribe);
    resubscribe = setTimeout(() => {
      resubscribe = null;
      follow();
    }, SIGNALLING_RECONNECT_MS);
  };

  const onFeedError = (error: unknown) => {
    if (!live()) return;
    if (isServerAnswer(error)) {
      const { message } = describeError(error);
      if (message === roomMessages.removed) finish({ status: 'removed', problem: message });
      else finish({ status: 'refused', problem: message });
      return;
    }
    awayThenFollow();
  };

  const beat = async () => {
    const participantId = store.get().participantId;
    if (!participantId || !live()) return;
    try {
      const answer = await client.mutate({
        mutation: ROOM_HEARTBEAT,
        variables: { participantId, ...store.get().media },
        fetchPolicy: 'no-cache',
        context,
      });
      if (store.get().disconnected && feed) update({ disconnected: false });
      // The room is further on than the feed brought it: an event was lost with no later one to show
      // the jump (room events are not stored: one published as the bus lost a node may never come).
      const version = answer.data?.roomHeartbeat.version;
      const seen = store.get().view?.state.version;
      if (version !== undefined && seen !== undefined && version > seen && live()) void refresh();
    } catch (error) {
      if (!live()) return;
      if (!isServerAnswer(error)) update({ disconnected: true });
      else if (describeError(error).message === roomMessages.notInRoom) {
        // Removed or ended: the room's own event saying why is on its way on the feed; give it
        // the moment to arrive, so the person reads the reason and not only that they are out.
        setTimeout(() => onFeedError(error), NOT_IN_ROOM_SETTLE_MS);
      } else onFeedError(error);
    }
  };

  return {
    getSnapshot: store.get,
    subscribe(listener) {
      return store.subscribe(() => listener());
    },

    async join(now = {}) {
      try {
        const result = await client.mutate({
          mutation: JOIN_ROOM,
          variables: { entry: { ...entry, ...now } },
          fetchPolicy: 'no-cache',
          context,
        });
        const joined = result.data?.joinRoom;
        if (!joined) throw new Error('no answer');
        if (store.get().status !== 'joining') return;
        const me = mine(joined.state.participants, joined.participantId);
        update({
          status: 'live',
          participantId: joined.participantId,
          view: roomViewOf(joined.state),
          media: { videoEnabled: me?.videoEnabled ?? false, audioEnabled: me?.audioEnabled ?? false },
          mediaPass: joined.media,
        });
      } catch (error) {
        const described = describeError(error);
        const message =
          described.code === ErrorCode.Internal ? roomMessages.roomJoinFailed : described.message;
        finish({ status: 'refused', problem: message });
        return;
      }
      // The session's listeners (the conference sends its SFU join) have the task the answer came
      // in; following the room's events starts in the next one, off the way to the first picture.
      // The feed's onInitialData brings whatever changed meanwhile.
      following = setTimeout(() => {
        following = null;
        if (!live()) return;
        stopSocketWatch =
          socket?.onStatus((connected) => {
            if (!live() || !feed) return;
            // Back: the server's onInitialData on the renewed subscription clears the notice.
            if (!connected) update({ disconnected: true });
          }) ?? null;
        follow();
        heartbeat = setInterval(() => void beat(), ROOM_HEARTBEAT_MS);
      }, 0);
    },

    async sendSignal(method, payload) {
      const participantId = store.get().participantId;
      if (!participantId || !live()) throw new RoomRefusal(roomMessages.notInRoom, ErrorCode.BadInput);
      const checked = roomSignalPayloads[method].safeParse(payload);
      if (!checked.success) {
        throw new RoomRefusal(
          checked.error.issues[0]?.message ?? roomMessages.badPayload,
          ErrorCode.BadInput,
        );
      }
      try {
        await client.mutate({
          mutation: SEND_ROOM_SIGNAL,
          variables: { participantId, method, payload: JSON.stringify(checked.data) },
          fetchPolicy: 'no-cache',
          context,
        });
      } catch (error) {
        const described = describeError(error);
        throw new RoomRefusal(described.message, described.code);
      }
    },

    onRelay(method, listener) {
      const heard = relayListeners.get(method) ?? new Set();
      relayListeners.set(method, heard);
      heard.add(listener);
      return () => heard.delete(listener);
    },

    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },

    feature(name) {
      return store.get().view?.features[name] ?? null;
    },

    async setMedia(kind, enabled) {
      const previous = store.get().media;
      const media =
        kind === 'video' ? { ...previous, videoEnabled: enabled } : { ...previous, audioEnabled: enabled };
      update({ media });
      try {
        if (kind === 'video') await this.sendSignal('camEnabled', { enabled });
        else await this.sendSignal('micEnabled', { enabled });
      } catch (error) {
        update({ media: previous });
        throw error;
      }
    },

    async leave() {
      const participantId = store.get().participantId;
      const wasLive = live();
      finish({ status: 'left' });
      if (!participantId || !wasLive) return;
      try {
        await client.mutate({
          mutation: LEAVE_ROOM,
          variables: { participantId },
          fetchPolicy: 'no-cache',
          context,
        });
      } catch {
        // Leaving goes on: the room drops a silent participant after its grace period.
      }
    },

    dispose: stop,
  };
};
