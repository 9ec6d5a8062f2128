// The remote feeds: one subscriber handle per publisher in the room, its stream in the snapshot, and
// whether every feed there at the join has been answered.
import { screenSharerOfDisplay } from '@canstring/contracts';
import type { JanusJS } from 'janus-gateway';
import { attachOrAdopt } from '../handle-adoption';
import type { JanusLibrary } from '../janus-library';
import { opaqueIdOf, VIDEOROOM } from '../videoroom';
import type { ConnectionLoss } from './connection-loss';
import { type ConferenceSession, isCurrent } from './session';
import type { ConferenceFeed, ConferenceOffer, SnapshotStore } from './snapshot';

/** A publisher as the VideoRoom lists it (Janus 1.x lists each of its streams too). */
export interface ListedPublisher {
  id: number;
  display?: string;
  streams?: { type?: string; mid?: string; disabled?: boolean }[];
}

/**
 * Which remote feeds the conference receives: every one (a meeting), or only those chosen with
 * `watch` (an exam's examiner watches candidates on demand, video only; a candidate receives none).
 */
export type FeedChoice = 'everyone' | 'chosen';

/** The participant's own feeds (camera and mic, screen) are never subscribed to. */
const isOwnFeed = ({ pass }: ConferenceSession, feedId: number) =>
  feedId === pass.feedId || feedId === pass.screenFeedId;

export type Subscribers = ReturnType<typeof createSubscribers>;

/** What a listed publisher offers: its feed, who publishes it, and which kind. */
const offerOf = ({ id, display }: ListedPublisher): ConferenceOffer => {
  const sharer = screenSharerOfDisplay(display ?? '');
  return sharer
    ? { feedId: id, participantId: sharer, kind: 'screen' }
    : { feedId: id, participantId: display ?? '', kind: 'camera' };
};

/** A chosen feed's video streams only (no sound); the whole feed when Janus did not list its streams. */
const videoOnly = ({ id, streams }: ListedPublisher) => {
  const video = (streams ?? []).filter((s) => s.type === 'video' && !s.disabled && s.mid !== undefined);
  return video.length ? video.map((s) => ({ feed: id, mid: s.mid })) : [{ feed: id }];
};

export const createSubscribers = ({
  session,
  store,
  loss,
  choice = 'everyone',
}: {
  session: ConferenceSession;
  store: SnapshotStore;
  loss: Pick<ConnectionLoss, 'watchIce' | 'forget'>;
  choice?: FeedChoice;
}) => {
  const subscribers = new Map<number, JanusJS.PluginHandle>();
  /** Every remote publisher listed now, by feed id; the feeds chosen to receive (choice 'chosen'). */
  const listed = new Map<number, ListedPublisher>();
  const chosen = new Set<number>();
  /** The library of the join now, for a feed chosen after its listing. */
  let library: JanusLibrary | undefined;
  const wanted = (feedId: number) => choice === 'everyone' || chosen.has(feedId);
  const publishOffers = () => store.update({ offered: [...listed.values()].map(offerOf) });
  /**
   * The participant's private id in the VideoRoom (from its publisher join, per session): the rooms
   * take a subscription only with it.
   */
  let privateId: number | undefined;
  /** The feeds there at the join that are not answered yet: the conference is ready without them. */
  const unanswered = new Set<number>();
  /** A subscriber handle the device preview attached, for the first subscription. */
  let spareSubscriber: JanusJS.PluginHandle | undefined;

  const setFeed = (feedId: number, change: (feed: ConferenceFeed) => ConferenceFeed | null) => {
    const feeds: ConferenceFeed[] = [];
    for (const feed of store.get().feeds) {
      if (feed.feedId !== feedId) feeds.push(feed);
      else {
        const changed = change(feed);
        if (changed) feeds.push(changed);
      }
    }
    store.update({ feeds });
  };

  const answered = (feedId: number) => {
    if (!unanswered.delete(feedId)) return;
    if (unanswered.size === 0 && store.get().joined) store.update({ ready: true });
  };

  const unsubscribe = (feedId: number) => {
    answered(feedId);
    loss.forget(`feed-${feedId}`);
    const handle = subscribers.get(feedId);
    subscribers.delete(feedId);
    handle?.detach();
    const feed = store.get().feeds.find((f) => f.feedId === feedId);
    for (const track of feed?.stream.getTracks() ?? []) feed?.stream.removeTrack(track);
    setFeed(feedId, () => null);
  };

  const unsubscribeAll = () => {
    for (const feedId of [...subscribers.keys()]) unsubscribe(feedId);
    listed.clear();
    if (store.get().offered.length) store.update({ offered: [] });
  };

  /** A publisher stopped, left or was removed: its subscription ends and it is no longer offered. */
  const gone = (feedId: number) => {
    unsubscribe(feedId);
    if (listed.delete(feedId)) publishOffers();
  };

  /**
   * Subscribes to a publisher's feed once: a feed in the snapshot is subscribed or being subscribed
   * (Janus may list a publisher again, for instance when it adds a track, before the first
   * subscription's handle is attached), since a subscription's end takes its feed away.
   */
  const subscribeTo = (Janus: JanusLibrary, publisher: ListedPublisher) => {
    const { id, display } = publisher;
    const { janus } = session;
    if (!janus || isOwnFeed(session, id) || session.disposed) return;
    if (store.get().feeds.some((f) => f.feedId === id)) return;
    const mine = session.round;
    const stream = new MediaStream();
    const sharer = screenSharerOfDisplay(display ?? '');
    const feed: ConferenceFeed = sharer
      ? { feedId: id, participantId: sharer, kind: 'screen', stream, tracks: 0 }
      : { feedId: id, participantId: display ?? '', kind: 'camera', stream, tracks: 0 };
    store.update({ feeds: [...store.get().feeds, feed] });
    let handle: JanusJS.PluginHandle | undefined;
    const spare = spareSubscriber;
    spareSubscriber = undefined;
    attachOrAdopt(janus, spare, {
      plugin: VIDEOROOM,
      opaqueId: opaqueIdOf('feed', session.participantId),
      token: session.pass.token,
      success: (made) => {
        handle = made;
        // Gone (or gone and listed again, with a subscription of its own) while this one was attached.
        if (!isCurrent(session, mine) || !store.get().feeds.some((f) => f.stream === stream)) {
          made.detach();
          return;
        }
        subscribers.set(id, made);
        made.send({
          message: {
            request: 'join',
            ptype: 'subscriber',
            room: session.pass.janusRoomId,
            streams: choice === 'chosen' ? videoOnly(publisher) : [{ feed: id }],
            private_id: privateId,
            token: session.pass.token,
          },
        });
      },
      error: (error) => {
        Janus.warn('subscribing failed', error);
        answered(id);
        // No picture without a subscription; the next listing of the publisher tries again.
        setFeed(id, (f) => (f.stream === stream ? null : f));
      },
      // Janus answers a restart with a new offer, answered below like the first.
      iceState: loss.watchIce(`feed-${id}`, mine, () =>
        handle?.send({ message: { request: 'configure', restart: true } }),
      ),
      onmessage: (_message, jsep) => {
        if (!jsep || !handle || mine !== session.round) return;
        const answering = handle;
        answering.createAnswer({
          jsep,
          // Receive only: the offer says what comes; a data entry keeps janus.js from capturing.
          tracks: [{ type: 'data', capture: false }],
          success: (answer) => {
            answering.send({ message: { request: 'start', room: session.pass.janusRoomId }, jsep: answer });
            answered(id);
          },
          error: (error) => {
            Janus.warn('answering a feed failed', error);
            answered(id);
          },
        });
      },
      onremotetrack: (track, _mid, on, metadata) => {
        // janus.js may report one track twice, and reports a paused track as off with 'mute'.
        if (mine !== session.round || metadata?.reason === 'mute' || metadata?.reason === 'unmute') return;
        setFeed(id, (feed) => {
          const has = feed.stream.getTracks().some((t) => t.id === track.id);
          if (on && !has) feed.stream.addTrack(track);
          else if (!on && has) feed.stream.removeTrack(track);
          else return feed;
          return { ...feed, tracks: feed.tracks + 1 };
        });
      },
    });
  };

  return {
    /** The device preview attached a subscriber handle: the first subscription takes it. */
    adoptSpare: (handle: JanusJS.PluginHandle | undefined) => {
      spareSubscriber = handle;
    },
    /** Joined with this private id: the feeds listed at the join are waited for. */
    joinedWith: (joinedPrivateId: number | undefined, publishers: ListedPublisher[]) => {
      privateId = joinedPrivateId;
      for (const { id } of publishers) if (!isOwnFeed(session, id) && wanted(id)) unanswered.add(id);
    },
    /** Every feed there at the join has been answered. */
    allAnswered: () => unanswered.size === 0,
    /** The publishers Janus lists (at the join, or since): each not yet received is subscribed to. */
    subscribe: (Janus: JanusLibrary, list: unknown) => {
      library = Janus;
      const publishers = ((list as ListedPublisher[] | undefined) ?? []).filter(
        (p) => !isOwnFeed(session, p.id),
      );
      for (const p of publishers) listed.set(p.id, p);
      if (publishers.length) publishOffers();
      for (const p of publishers) if (wanted(p.id)) subscribeTo(Janus, p);
    },
    /** A publisher is gone from the room. */
    gone,
    /** Receives a listed feed (choice 'chosen'); a feed chosen before it is listed comes once it is. */
    watch: (feedId: number) => {
      if (choice !== 'chosen') return;
      chosen.add(feedId);
      const publisher = listed.get(feedId);
      if (publisher && library && store.get().joined) subscribeTo(library, publisher);
    },
    /** Stops receiving a feed (choice 'chosen'); it stays offered. */
    unwatch: (feedId: number) => {
      if (choice !== 'chosen' || !chosen.delete(feedId)) return;
      unsubscribe(feedId);
    },
    /** The session ends: every subscription with it. */
    leave: () => {
      spareSubscriber = undefined;
      unsubscribeAll();
      unanswered.clear();
    },
    /** The conference ends. */
    stop: unsubscribeAll,
  };
};
