// The room's conference on the SFU, put together from its parts: the session, the participant's
// publishing and screen share, the remote feeds, the room handle's events, connection loss, and the
// snapshot the room's views read.
import type { RoomMediaToken } from '@canstring/contracts';
import { type JanusLibrary, loadJanus } from '../janus-library';
import type { OpenedSession } from '../preview-session';
import { createConnectionLoss } from './connection-loss';
import { textOf } from './negotiation';
import { createPublisher, type Sending } from './publisher';
import { roomHandle } from './room-events';
import { createScreenShare } from './screen-share';
import { type ConferenceSession, sessionStarter } from './session';
import { type ConferenceSnapshot, createSnapshotStore } from './snapshot';
import { createSubscribers, type FeedChoice } from './subscribers';

export type { Sending } from './publisher';
export type { ConferenceFeed, ConferenceOffer, ConferenceSnapshot } from './snapshot';
export type { FeedChoice } from './subscribers';

export interface Conference {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConferenceSnapshot;
  /** Publishes, changes or stops the camera and mic to match; the last call wins. */
  setSending(sending: Sending): void;
  /**
   * Publishes a screen capture as the participant's second feed (the pass's screen feed id);
   * resolves once Janus took it. The room must have accepted the participant as its screen sharer
   * first, or the SFU removes the feed.
   */
  shareScreen(track: MediaStreamTrack): Promise<void>;
  /** Stops the screen capture and leaves the VideoRoom with the screen feed. */
  stopScreen(): void;
  /** Receives one offered feed (a conference of chosen feeds); a feed chosen before it is offered comes when it is. */
  watch(feedId: number): void;
  /** Stops receiving a chosen feed. */
  unwatch(feedId: number): void;
  dispose(): void;
}

export interface ConferenceOptions {
  pass: RoomMediaToken;
  participantId: string;
  /** A fresh pass (the gateway's roomMediaToken) for rejoining after a loss; without it a loss is final. */
  renewPass?: () => Promise<RoomMediaToken>;
  /** For tests and for a page that already loaded janus.js. */
  library?: () => Promise<JanusLibrary>;
  /** A session the device preview opened with this pass's token: the first join goes on in it. */
  opened?: OpenedSession;
  /** Every remote feed (the default), or only those chosen with `watch`, video only (an exam). */
  feeds?: FeedChoice;
}

/**
 * The room's conference on the SFU (Janus VideoRoom, spec 3 §7): one publisher handle that joins the
 * room with the participant's feed id (everyone joins it, to hear of the publishers) and sends the
 * camera (320x240 at 30 fps) and mic when allowed, and one subscriber handle per remote publisher.
 * A publishing failure shows spec 3 §8's message and is tried again after PUBLISH_RETRY_MS.
 *
 * Connection loss, once joined: a media connection that was connected and whose ICE fails (or
 * stays disconnected past ICE_DISCONNECTED_GRACE_MS) gets an ICE restart; one not connected again
 * ICE_RESTART_WAIT_MS later, or a lost Janus session, makes the conference rejoin from scratch with a
 * fresh pass, tried again a moment later when a try fails. If no try joins (or a second loss comes
 * before any media connection connected again), the conference is `lost`.
 */
export const createConference = ({
  pass,
  participantId,
  renewPass,
  library = loadJanus,
  opened,
  feeds = 'everyone',
}: ConferenceOptions): Conference => {
  const session: ConferenceSession = {
    participantId,
    pass,
    janus: undefined,
    round: 0,
    everJoined: false,
    disposed: false,
  };
  const store = createSnapshotStore();
  const loss = createConnectionLoss({
    session,
    store,
    renewPass,
    teardown: () => teardown(),
    start: () => start(),
  });
  const publisher = createPublisher({ session, store });
  const screen = createScreenShare({ session, store });
  const subscribers = createSubscribers({ session, store, loss, choice: feeds });
  const start = sessionStarter(session, {
    library,
    opened,
    joinedNow: () => store.get().joined,
    roomHandle: (join) => roomHandle(join, { session, store, publisher, subscribers, loss }),
    spareSubscriber: subscribers.adoptSpare,
    rejoin: (why) => void loss.rejoin(why),
  });

  /** Leaves the session as it is, without telling anyone: its callbacks are ignored from here. */
  const teardown = () => {
    session.round += 1;
    loss.stopWatching();
    const old = session.janus;
    session.janus = undefined;
    publisher.leave();
    screen.stop();
    subscribers.leave();
    store.update({ joined: false, ready: false, feeds: [], offered: [] });
    old?.destroy({ cleanupHandles: true, notifyDestroyed: false });
  };

  void start().catch((error: unknown) => {
    if (!session.everJoined && !session.disposed) store.update({ failed: textOf(error) });
  });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    setSending: publisher.setSending,
    shareScreen: screen.share,
    stopScreen: screen.stop,
    watch: subscribers.watch,
    unwatch: subscribers.unwatch,
    dispose: () => {
      if (session.disposed) return;
      session.disposed = true;
      loss.stopWatching();
      publisher.stop();
      screen.stop();
      subscribers.stop();
      session.janus?.destroy({ cleanupHandles: true });
      store.clear();
    },
  };
};
