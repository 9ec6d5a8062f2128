// The remote feeds: one subscriber handle per publisher in the room, its stream in the snapshot, and
// whether every feed there at the join has been answered.
import { screenSharerOfDisplay } from '@canstring/contracts';
import type { JanusJS } from 'janus-gateway';
import { attachOrAdopt } from '../handle-adoption';
import type { JanusLibrary } from '../janus-library';
import { opaqueIdOf, VIDEOROOM } from '../videoroom';
import type { ConnectionLoss } from './connection-loss';
import { type ConferenceSession, isCurrent } from './session';
import type { ConferenceFeed, SnapshotStore } from './snapshot';

/** A publisher as the VideoRoom lists it. */
export interface ListedPublisher {
  id: number;
  display?: string;
}

/** The participant's own feeds (camera and mic, screen) are never subscribed to. */
const isOwnFeed = ({ pass }: ConferenceSession, feedId: number) =>
  feedId === pass.feedId || feedId === pass.screenFeedId;

export type Subscribers = ReturnType<typeof createSubscribers>;

export const createSubscribers = ({
  session,
  store,
  loss,
}: {
  session: ConferenceSession;
  store: SnapshotStore;
  loss: Pick<ConnectionLoss, 'watchIce' | 'forget'>;
}) => {
  const subscribers = new Map<number, JanusJS.PluginHandle>();
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
  };

  /**
   * Subscribes to a publisher's feed once: a feed in the snapshot is subscribed or being subscribed
   * (Janus may list a publisher again, for instance when it adds a track, before the first
   * subscription's handle is attached), since a subscription's end takes its feed away.
   */
  const subscribeTo = (Janus: JanusLibrary, { id, display }: ListedPublisher) => {
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
            streams: [{ feed: id }],
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
      for (const { id } of publishers) if (!isOwnFeed(session, id)) unanswered.add(id);
    },
    /** Every feed there at the join has been answered. */
    allAnswered: () => unanswered.size === 0,
    /** The publishers Janus lists (at the join, or since): each not yet received is subscribed to. */
    subscribe: (Janus: JanusLibrary, list: unknown) => {
      for (const p of (list as ListedPublisher[] | undefined) ?? []) subscribeTo(Janus, p);
    },
    unsubscribe,
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
