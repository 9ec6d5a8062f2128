import type { RoomSession, RoomSnapshot } from '@canstring/client/room';
import type { ConferenceFollower } from './video-grid/conference-follower';

/** The longest the room's first view waits for the conference: a slow SFU is not waited for longer. */
export const FIRST_VIEW_WAIT_MS = 250;

/** The room session as the room screen reads it. */
export interface RoomView {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RoomSnapshot;
  dispose(): void;
}

/**
 * The room session as the room screen reads it, except that on entering, the screen's first drawing
 * of the room in (its lists, grid and toolbar: tens of ms of rendering on a slow machine) waits until
 * the conference has answered the feeds it found, so that negotiation with the SFU is not held up
 * behind the drawing and the first pictures come sooner. It waits at most FIRST_VIEW_WAIT_MS, and
 * not at all without a conference under way (no WebRTC, no pass yet) or once the conference failed.
 * Meanwhile the screen shows the room joining; any other change (a refusal, a removal) shows at once.
 */
export const holdFirstView = (
  session: Pick<RoomSession, 'subscribe' | 'getSnapshot'>,
  follower: Pick<ConferenceFollower, 'get'> | null,
  waitMs = FIRST_VIEW_WAIT_MS,
): RoomView => {
  let shown = session.getSnapshot();
  const listeners = new Set<() => void>();
  let holding = false;
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unwatch = () => {};
  const show = () => {
    shown = session.getSnapshot();
    for (const listener of listeners) listener();
  };
  const release = () => {
    done = true;
    holding = false;
    clearTimeout(timer);
    unwatch();
    show();
  };
  const unfollow = session.subscribe(() => {
    if (done) return show();
    if (session.getSnapshot().status !== 'live') return holding ? release() : show();
    if (holding) return;
    const conference = follower?.get().conference ?? null;
    const settled = () => {
      const { ready, failed } = conference?.getSnapshot() ?? { ready: true, failed: null };
      return ready || failed !== null;
    };
    if (!conference || settled()) return release();
    holding = true;
    timer = setTimeout(release, waitMs);
    unwatch = conference.subscribe(() => {
      if (holding && settled()) release();
    });
  });
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => shown,
    dispose: () => {
      clearTimeout(timer);
      unwatch();
      unfollow();
      listeners.clear();
    },
  };
};
