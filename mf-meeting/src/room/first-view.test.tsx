import type { Conference, ConferenceSnapshot, FollowedConference } from '@canstring/client/media';
import type { RoomSnapshot } from '@canstring/client/room';
import { holdFirstView } from './first-view';

/** A store to stand in for the room session and for its conference: set() tells its listeners. */
const store = <T,>(first: T) => {
  let value = first;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next: T) => {
      value = next;
      for (const listener of listeners) listener();
    },
  };
};

const joining = { status: 'joining', participantId: null } as RoomSnapshot;
const live = { status: 'live', participantId: 'p1' } as RoomSnapshot;
const removed = { status: 'removed', participantId: 'p1' } as RoomSnapshot;
const negotiating = { joined: true, ready: false, failed: null } as ConferenceSnapshot;

/**
 * A session, and its follower: as the real one, it makes the conference when the session goes live,
 * before anyone else hears of it.
 */
const entering = (conference: ReturnType<typeof store<ConferenceSnapshot>> | null) => {
  const session = store(joining);
  const follower = store<FollowedConference>({ conference: null, problem: null });
  session.subscribe(() => {
    if (session.getSnapshot().status === 'live' && !follower.getSnapshot().conference && conference)
      follower.set({ conference: conference as unknown as Conference, problem: null });
  });
  const view = holdFirstView(
    session,
    { subscribe: follower.subscribe, get: follower.getSnapshot, dispose: () => undefined },
    250,
  );
  const seen: string[] = [];
  view.subscribe(() => seen.push(view.getSnapshot().status));
  const followed: (Conference | null)[] = [];
  view.follower.subscribe(() => followed.push(view.follower.get().conference));
  return { session, view, seen, followed };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows the room in, and its conference, once the conference answered the feeds it found', () => {
  const conference = store(negotiating);
  const { session, view, seen, followed } = entering(conference);
  expect(view.getSnapshot()).toBe(joining);
  session.set(live);
  expect(view.getSnapshot()).toBe(joining);
  expect(view.follower.get().conference).toBeNull();
  expect(followed).toEqual([]);
  conference.set({ ...negotiating, ready: true });
  expect(view.getSnapshot()).toBe(live);
  expect(view.follower.get().conference).toBe(conference);
  expect(followed).toEqual([conference]);
  // From then on every change shows at once.
  session.set({ ...live, disconnected: true });
  expect(view.getSnapshot().disconnected).toBe(true);
  expect(seen).toEqual(['live', 'live']);
});

it('waits at most its time, and not for a conference that failed or is not there', () => {
  const slow = entering(store(negotiating));
  slow.session.set(live);
  jest.advanceTimersByTime(249);
  expect(slow.view.getSnapshot()).toBe(joining);
  jest.advanceTimersByTime(1);
  expect(slow.view.getSnapshot()).toBe(live);

  const failing = store(negotiating);
  const refused = entering(failing);
  refused.session.set(live);
  failing.set({ ...negotiating, failed: 'Unauthorized (not in the allowed list)' });
  expect(refused.view.getSnapshot()).toBe(live);

  const none = entering(null);
  none.session.set(live);
  expect(none.view.getSnapshot()).toBe(live);
});

it('shows any other change at once, also while holding', () => {
  const { session, view } = entering(store(negotiating));
  session.set(live);
  session.set(removed);
  expect(view.getSnapshot()).toBe(removed);
  view.dispose();
  session.set(live);
  expect(view.getSnapshot()).toBe(removed);
});
