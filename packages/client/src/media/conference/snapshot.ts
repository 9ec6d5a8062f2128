// The conference's snapshot: the state the room's views read, and telling them when it changes.
import { createStore, type Store } from '../../store';

/** One remote publisher's picture and sound. */
export interface ConferenceFeed {
  feedId: number;
  /** The room participant publishing it (from their VideoRoom display). */
  participantId: string;
  /** A camera and mic feed, or a participant's screen share (their second feed). */
  kind: 'camera' | 'screen';
  /** One stream per feed for its whole life, so its <video> element is never replaced. */
  stream: MediaStream;
  /** Bumped whenever a track is added or removed, so a view knows to look again. */
  tracks: number;
}

/** A remote publisher's feed the room offers (received or not). */
export interface ConferenceOffer {
  feedId: number;
  participantId: string;
  kind: 'camera' | 'screen';
}

export interface ConferenceSnapshot {
  /** Joined the VideoRoom (the publishers are being received). */
  joined: boolean;
  /**
   * Joined, and every feed there at the join has been answered (its media is on its way): the
   * conference's part of entering is done. False again while it rejoins.
   */
  ready: boolean;
  /** What this browser sends now: the local camera and mic, or null. */
  local: MediaStream | null;
  /** The screen this browser shares now (once published), or null. */
  screen: MediaStream | null;
  feeds: ConferenceFeed[];
  /** Every remote feed published in the room now, received or not (a conference of chosen feeds picks from these). */
  offered: ConferenceOffer[];
  /** Spec 3 §8's publishing failure with the error, until the retry succeeds. */
  publishError: string | null;
  /** Why the SFU session could not be joined, or was lost for good. */
  failed: string | null;
  /**
   * The media connection was lost and neither an ICE restart nor a rejoin with a fresh pass brought
   * it back: the room says spec 3 §8's disconnection and reloads.
   */
  lost: boolean;
  /**
   * The SFU session was lost (its media server gone, or the connection to it) and the conference
   * joins again with a fresh pass, on whichever server the room is on now.
   */
  reconnecting: boolean;
}

/** The conference's store: its snapshot, changed a part at a time. */
export interface SnapshotStore extends Store<ConferenceSnapshot> {
  /** A new snapshot with the change; every listener is told at once. */
  update(change: Partial<ConferenceSnapshot>): void;
}

export const createSnapshotStore = (): SnapshotStore => {
  const store = createStore<ConferenceSnapshot>({
    joined: false,
    ready: false,
    local: null,
    screen: null,
    feeds: [],
    offered: [],
    publishError: null,
    failed: null,
    lost: false,
    reconnecting: false,
  });
  return { ...store, update: (change) => store.set({ ...store.get(), ...change }) };
};
