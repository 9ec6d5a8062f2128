import { createStore } from '@canstring/client';
import type { ConferenceFollower, FollowedConference } from '@canstring/client/media';
import type { RoomSession, RoomSnapshot } from '@canstring/client/room';

/** The longest the room's first view waits for the conference: a slow SFU is not waited for longer. */
export const FIRST_VIEW_WAIT_MS = 250;

/** The room session and its conference as the room screen reads them. */
export interface RoomView {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RoomSnapshot;
  /** The conference follower as the screen sees it (held with the session's view). */
  follower: ConferenceFollower;
  dispose(): void;
}

type Store<T> = { subscribe(listener: () => void): () => void; get(): T };

/** A store that repeats another's value, except while `held()`: then it keeps the last one shown. */
const heldCopy = <T>(source: Store<T>, held: () => boolean) => {
  const shown = createStore(source.get());
  const show = () => shown.set(source.get());
  const unfollow = source.subscribe(() => {
    if (!held()) show();
  });
  return {
    subscribe: shown.subscribe,
    get: shown.get,
    show,
    dispose: () => {
      unfollow();
      shown.clear();
    },
  };
};

/**
 * The room session and its conference as the room screen reads them, except that on entering, the
 * screen's first drawing of the room in (its lists, grid and toolbar: tens of ms of rendering on a
 * slow machine) waits until the conference has answered the feeds it found, so that negotiation with
 * the SFU is not held up behind the drawing and the first pictures come sooner. It waits at most
 * FIRST_VIEW_WAIT_MS, and not at all without a conference under way (no WebRTC, no pass yet) or once
 * the conference failed. Meanwhile the screen shows the room joining; any other change of the session
 * (a refusal, a removal) shows at once.
 */
export const holdFirstView = (
  session: Pick<RoomSession, 'subscribe' | 'getSnapshot'>,
  follower: ConferenceFollower,
  waitMs = FIRST_VIEW_WAIT_MS,
): RoomView => {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unwatch = () => {};
  /** In the room and not shown yet: both the session's and the follower's news wait. */
  const held = () => !done && session.getSnapshot().status === 'live';
  // The follower's copy first: on entering, the follower makes the conference before the session's
  // own listeners below hear of it.
  const followed = heldCopy<FollowedConference>(follower, held);
  const room = heldCopy<RoomSnapshot>({ subscribe: session.subscribe, get: session.getSnapshot }, held);
  const release = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    unwatch();
    followed.show();
    room.show();
  };
  const unfollow = session.subscribe(() => {
    if (done) return;
    const live = session.getSnapshot().status === 'live';
    // Leaving the room while held (a refusal, a removal) shows at once.
    if (timer) {
      if (!live) release();
      return;
    }
    if (!live) return;
    const { conference } = follower.get();
    const settled = () => {
      const { ready, failed } = conference?.getSnapshot() ?? { ready: true, failed: null };
      return ready || failed !== null;
    };
    if (!conference || settled()) return release();
    timer = setTimeout(release, waitMs);
    unwatch = conference.subscribe(() => {
      if (settled()) release();
    });
  });
  return {
    subscribe: room.subscribe,
    getSnapshot: room.get,
    follower: { subscribe: followed.subscribe, get: followed.get, dispose: () => undefined },
    dispose: () => {
      clearTimeout(timer);
      unwatch();
      unfollow();
      followed.dispose();
      room.dispose();
    },
  };
};
