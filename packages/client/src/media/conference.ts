import {
  CAMERA_FRAME_RATE,
  CAMERA_HEIGHT,
  CAMERA_WIDTH,
  conferenceMessages,
  PUBLISH_RETRY_MS,
  type RoomMediaToken,
  screenFeedDisplay,
  screenSharerOfDisplay,
} from '@canstring/contracts';
import type { JanusJS } from 'janus-gateway';
import { attachOrAdopt } from './handle-adoption';
import { type JanusLibrary, loadJanus } from './janus-library';
import type { OpenedSession } from './preview-session';
import { opaqueIdOf, VIDEOROOM } from './videoroom';

/** How long Janus may take to answer a publish or an unpublish before it counts as failed. */
const NEGOTIATION_TIMEOUT_MS = 15_000;
/** A media connection 'disconnected' this long gets an ICE restart (it often comes back by itself). */
export const ICE_DISCONNECTED_GRACE_MS = 3_000;
/** A media connection not connected again this long after its ICE restart: the conference rejoins. */
export const ICE_RESTART_WAIT_MS = 10_000;

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
  /** Spec 3 §8's publishing failure with the error, until the retry succeeds. */
  publishError: string | null;
  /** Why the SFU session could not be joined, or was lost for good. */
  failed: string | null;
  /**
   * The media connection was lost and neither an ICE restart nor a rejoin with a fresh pass brought
   * it back: the room says spec 3 §8's disconnection and reloads.
   */
  lost: boolean;
}

/** What the participant may and wants to send: both false sends nothing. */
export interface Sending {
  video: boolean;
  audio: boolean;
  /** Devices chosen in the preview. */
  videoDeviceId?: string;
  audioDeviceId?: string;
}

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
}

interface Publisher {
  id: number;
  display?: string;
}

const nothing: Sending = { video: false, audio: false };
const sameSending = (a: Sending, b: Sending) =>
  a.video === b.video &&
  a.audio === b.audio &&
  (!a.video || a.videoDeviceId === b.videoDeviceId) &&
  (!a.audio || a.audioDeviceId === b.audioDeviceId);

const textOf = (error: unknown): string =>
  error instanceof Error
    ? error.message
    : typeof error === 'string'
      ? error
      : error && typeof error === 'object' && 'message' in error
        ? String((error as { message: unknown }).message)
        : JSON.stringify(error);

const withTimeout = <T>(promise: Promise<T>, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), NEGOTIATION_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * The room's conference on the SFU (Janus VideoRoom, spec 3 §7): one publisher handle that joins the
 * room with the participant's feed id (everyone joins it, to hear of the publishers) and sends the
 * camera (320x240 at 30 fps) and mic when allowed, and one subscriber handle per remote publisher.
 * A publishing failure shows spec 3 §8's message and is tried again after PUBLISH_RETRY_MS.
 *
 * Connection loss, once joined: a media connection that was connected and whose ICE fails (or
 * stays disconnected past ICE_DISCONNECTED_GRACE_MS) gets an ICE restart; one not connected again
 * ICE_RESTART_WAIT_MS later, or a lost Janus session, makes the conference rejoin from scratch with a
 * fresh pass. If that rejoin does not join (or a second loss comes before any media connection
 * connected again), the conference is `lost`.
 */
export const createConference = ({
  pass: firstPass,
  participantId,
  renewPass,
  library = loadJanus,
  opened: preopened,
}: ConferenceOptions): Conference => {
  let pass = firstPass;
  /** The preview's session, for the first join only (a rejoin opens a new one). */
  let opened = preopened;
  const listeners = new Set<() => void>();
  let snapshot: ConferenceSnapshot = {
    joined: false,
    ready: false,
    local: null,
    screen: null,
    feeds: [],
    publishError: null,
    failed: null,
    lost: false,
  };
  const update = (change: Partial<ConferenceSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };

  let disposed = false;
  let janus: JanusJS.Janus | undefined;
  let publisher: JanusJS.PluginHandle | undefined;
  const subscribers = new Map<number, JanusJS.PluginHandle>();
  let wanted: Sending = nothing;
  let sent: Sending = nothing;
  let reconciling = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Each session (the first, each rejoin) has its number; callbacks of an older one are ignored. */
  let round = 0;
  let everJoined = false;
  /** One rejoin per loss: allowed again once a media connection connected after it. */
  let mayRejoin = true;
  let rejoining = false;
  /** Per media connection: its grace before an ICE restart, or its wait after one. */
  const iceWatch = new Map<string, { phase: 'grace' | 'restarting'; timer: ReturnType<typeof setTimeout> }>();
  /** Settles the publish or unpublish under way from the publisher handle's callbacks. */
  let pending: { resolve: () => void; reject: (error: Error) => void; kind: 'publish' | 'unpublish' } | null =
    null;

  const settle = (kind: 'publish' | 'unpublish', error?: Error) => {
    if (!pending || pending.kind !== kind) return;
    const { resolve, reject } = pending;
    pending = null;
    if (error) reject(error);
    else resolve();
  };

  /**
   * Media connections that were connected once: only those can be lost. One that never connects
   * (no route to the SFU at all) is left as it is, with no restart, rejoin or reload.
   */
  const everConnected = new Set<string>();
  const stopWatch = (key: string) => {
    clearTimeout(iceWatch.get(key)?.timer);
    iceWatch.delete(key);
  };
  const forget = (key: string) => {
    stopWatch(key);
    everConnected.delete(key);
  };

  // ---- remote feeds ------------------------------------------------------------------------------
  const setFeed = (feedId: number, change: (feed: ConferenceFeed) => ConferenceFeed | null) => {
    const feeds: ConferenceFeed[] = [];
    for (const feed of snapshot.feeds) {
      if (feed.feedId !== feedId) feeds.push(feed);
      else {
        const changed = change(feed);
        if (changed) feeds.push(changed);
      }
    }
    update({ feeds });
  };

  const unsubscribe = (feedId: number) => {
    answered(feedId);
    forget(`feed-${feedId}`);
    const handle = subscribers.get(feedId);
    subscribers.delete(feedId);
    handle?.detach();
    const feed = snapshot.feeds.find((f) => f.feedId === feedId);
    for (const track of feed?.stream.getTracks() ?? []) feed?.stream.removeTrack(track);
    setFeed(feedId, () => null);
  };

  /**
   * The participant's private id in the VideoRoom (from its publisher join, per session): the rooms
   * take a subscription only with it.
   */
  let privateId: number | undefined;

  /** The feeds there at the join that are not answered yet: the conference is ready without them. */
  const unanswered = new Set<number>();
  const answered = (feedId: number) => {
    if (!unanswered.delete(feedId)) return;
    if (unanswered.size === 0 && snapshot.joined) update({ ready: true });
  };

  /** A subscriber handle the device preview attached, for the first subscription. */
  let spareSubscriber: JanusJS.PluginHandle | undefined;

  /**
   * Subscribes to a publisher's feed once: a feed in the snapshot is subscribed or being subscribed
   * (Janus may list a publisher again, for instance when it adds a track, before the first
   * subscription's handle is attached), since a subscription's end takes its feed away.
   */
  const subscribeTo = (Janus: JanusLibrary, { id, display }: Publisher) => {
    if (!janus || id === pass.feedId || id === pass.screenFeedId || disposed) return;
    if (snapshot.feeds.some((f) => f.feedId === id)) return;
    const mine = round;
    const stream = new MediaStream();
    const sharer = screenSharerOfDisplay(display ?? '');
    const feed: ConferenceFeed = sharer
      ? { feedId: id, participantId: sharer, kind: 'screen', stream, tracks: 0 }
      : { feedId: id, participantId: display ?? '', kind: 'camera', stream, tracks: 0 };
    update({ feeds: [...snapshot.feeds, feed] });
    let handle: JanusJS.PluginHandle | undefined;
    const spare = spareSubscriber;
    spareSubscriber = undefined;
    attachOrAdopt(janus, spare, {
      plugin: VIDEOROOM,
      opaqueId: opaqueIdOf('feed', participantId),
      token: pass.token,
      success: (made) => {
        handle = made;
        // Gone (or gone and listed again, with a subscription of its own) while this one was attached.
        if (disposed || mine !== round || !snapshot.feeds.some((f) => f.stream === stream)) {
          made.detach();
          return;
        }
        subscribers.set(id, made);
        made.send({
          message: {
            request: 'join',
            ptype: 'subscriber',
            room: pass.janusRoomId,
            streams: [{ feed: id }],
            private_id: privateId,
            token: pass.token,
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
      iceState: watchIce(`feed-${id}`, mine, () =>
        handle?.send({ message: { request: 'configure', restart: true } }),
      ),
      onmessage: (_message, jsep) => {
        if (!jsep || !handle || mine !== round) return;
        const answering = handle;
        answering.createAnswer({
          jsep,
          // Receive only: the offer says what comes; a data entry keeps janus.js from capturing.
          tracks: [{ type: 'data', capture: false }],
          success: (answer) => {
            answering.send({ message: { request: 'start', room: pass.janusRoomId }, jsep: answer });
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
        if (mine !== round || metadata?.reason === 'mute' || metadata?.reason === 'unmute') return;
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

  // ---- publishing ----------------------------------------------------------------------------------
  const publish = (want: Sending) =>
    withTimeout(
      new Promise<void>((resolve, reject) => {
        const handle = publisher;
        if (!handle) {
          reject(new Error('not in the conference'));
          return;
        }
        pending = { resolve, reject, kind: 'publish' };
        const tracks: JanusJS.TrackOption[] = [];
        if (want.audio)
          tracks.push({
            type: 'audio',
            capture: want.audioDeviceId ? { deviceId: { exact: want.audioDeviceId } } : true,
            recv: false,
          });
        if (want.video)
          tracks.push({
            type: 'video',
            capture: {
              width: { ideal: CAMERA_WIDTH },
              height: { ideal: CAMERA_HEIGHT },
              frameRate: { ideal: CAMERA_FRAME_RATE },
              ...(want.videoDeviceId ? { deviceId: { exact: want.videoDeviceId } } : {}),
            },
            recv: false,
          });
        handle.createOffer({
          tracks,
          success: (jsep) =>
            handle.send({
              message: { request: 'configure', audio: want.audio, video: want.video },
              jsep,
              error: (error) => settle('publish', new Error(error)),
            }),
          error: (error) => settle('publish', error instanceof Error ? error : new Error(textOf(error))),
        });
      }),
      'publishing',
    );

  const stopLocal = () => {
    for (const track of snapshot.local?.getTracks() ?? []) track.stop();
    update({ local: null });
  };

  const unpublish = () =>
    withTimeout(
      new Promise<void>((resolve, reject) => {
        const handle = publisher;
        if (!handle) {
          resolve();
          return;
        }
        pending = { resolve, reject, kind: 'unpublish' };
        handle.send({ message: { request: 'unpublish' } });
      }),
      'unpublishing',
    ).finally(stopLocal);

  /** Brings what is sent to what is wanted, one negotiation at a time. */
  const reconcile = async () => {
    if (reconciling || disposed || !snapshot.joined) return;
    reconciling = true;
    try {
      while (!disposed && !sameSending(wanted, sent)) {
        const want = wanted;
        if (sent.video || sent.audio) {
          await unpublish();
          sent = nothing;
        }
        if (want.video || want.audio) {
          await publish(want);
          sent = want;
        }
      }
      if (snapshot.publishError) update({ publishError: null });
    } catch (error) {
      pending = null;
      // Whatever went out is torn down; the retry starts from nothing.
      publisher?.hangup(true);
      stopLocal();
      sent = nothing;
      // A rejoin under way tore the publication down; its join publishes again.
      if (!disposed && snapshot.joined) {
        update({ publishError: `${conferenceMessages.publishFailed}${textOf(error)}` });
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          void reconcile();
        }, PUBLISH_RETRY_MS);
      }
    } finally {
      reconciling = false;
    }
  };

  // ---- the screen share ----------------------------------------------------------------------------
  let screenHandle: JanusJS.PluginHandle | undefined;
  let screenTrack: MediaStreamTrack | undefined;

  const stopScreen = () => {
    const handle = screenHandle;
    screenHandle = undefined;
    screenTrack?.stop();
    screenTrack = undefined;
    // Leaving the VideoRoom with the screen feed: the others hear it is gone.
    handle?.detach();
    if (snapshot.screen) update({ screen: null });
  };

  /** A second publisher handle, joined with the screen feed id, sending only the captured screen. */
  const shareScreen = (track: MediaStreamTrack) =>
    withTimeout(
      new Promise<void>((resolve, reject) => {
        if (!janus || disposed) {
          reject(new Error('not in the conference'));
          return;
        }
        stopScreen();
        screenTrack = track;
        let done = false;
        const finish = (error?: Error) => {
          if (done) return;
          done = true;
          if (error) reject(error);
          else resolve();
        };
        janus.attach({
          plugin: VIDEOROOM,
          opaqueId: opaqueIdOf('screen', participantId),
          token: pass.token,
          success: (handle) => {
            if (screenTrack !== track) {
              handle.detach();
              finish(new Error('the screen share was stopped'));
              return;
            }
            screenHandle = handle;
            handle.send({
              message: {
                request: 'join',
                ptype: 'publisher',
                room: pass.janusRoomId,
                id: pass.screenFeedId,
                display: screenFeedDisplay(participantId),
                token: pass.token,
              },
            });
          },
          error: (error) => finish(new Error(textOf(error))),
          onmessage: (message, jsep) => {
            const handle = screenHandle;
            if (!handle || screenTrack !== track) return;
            if (message.videoroom === 'joined') {
              handle.createOffer({
                tracks: [{ type: 'video', capture: track, recv: false }],
                success: (offer) =>
                  handle.send({
                    message: { request: 'configure', audio: false, video: true },
                    jsep: offer,
                    error: (error) => finish(new Error(error)),
                  }),
                error: (error) => finish(error instanceof Error ? error : new Error(textOf(error))),
              });
            } else if (message.error) finish(new Error(String(message.error)));
            if (jsep)
              handle.handleRemoteJsep({
                jsep,
                success: () => {
                  update({ screen: new MediaStream([track]) });
                  finish();
                },
                error: (error) => finish(new Error(textOf(error))),
              });
          },
        });
      }),
      'sharing the screen',
    ).catch((error: unknown) => {
      if (screenTrack === track) stopScreen();
      throw error;
    });

  // ---- connection loss ------------------------------------------------------------------------------

  /** The iceState callback of one media connection: restart it when lost, rejoin if that fails. */
  function watchIce(key: string, mine: number, restart: () => void) {
    const restartNow = () => {
      stopWatch(key);
      restart();
      iceWatch.set(key, {
        phase: 'restarting',
        timer: setTimeout(() => {
          iceWatch.delete(key);
          void rejoin('the media connection did not come back after an ICE restart');
        }, ICE_RESTART_WAIT_MS),
      });
    };
    return (state: string) => {
      if (disposed || mine !== round || rejoining) return;
      const watch = iceWatch.get(key);
      if (state === 'connected' || state === 'completed') {
        stopWatch(key);
        everConnected.add(key);
        mayRejoin = true;
      } else if (!everConnected.has(key)) return;
      else if (state === 'failed' && watch?.phase !== 'restarting') restartNow();
      else if (state === 'disconnected' && !watch)
        iceWatch.set(key, { phase: 'grace', timer: setTimeout(restartNow, ICE_DISCONNECTED_GRACE_MS) });
    };
  }

  /** Leaves the session as it is, without telling anyone: its callbacks are ignored from here. */
  const teardown = () => {
    round += 1;
    for (const key of [...iceWatch.keys()]) stopWatch(key);
    everConnected.clear();
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = undefined;
    const old = janus;
    janus = undefined;
    publisher = undefined;
    spareSubscriber = undefined;
    sent = nothing;
    pending?.reject(new Error('the conference is rejoining'));
    pending = null;
    stopLocal();
    stopScreen();
    for (const feedId of [...subscribers.keys()]) unsubscribe(feedId);
    unanswered.clear();
    update({ joined: false, ready: false, feeds: [] });
    old?.destroy({ cleanupHandles: true, notifyDestroyed: false });
  };

  const lose = (why: string) => {
    teardown();
    update({ lost: true, failed: why });
  };

  /** Joins again from scratch with a fresh pass; if that does not work the conference is lost. */
  const rejoin = async (why: string) => {
    if (disposed || rejoining || snapshot.lost) return;
    if (!renewPass || !mayRejoin) {
      lose(why);
      return;
    }
    rejoining = true;
    mayRejoin = false;
    teardown();
    try {
      pass = await renewPass();
      if (disposed) return;
      await withTimeout(start(), 'rejoining');
    } catch (error) {
      if (!disposed) lose(textOf(error));
    } finally {
      rejoining = false;
    }
  };

  // ---- the session ---------------------------------------------------------------------------------
  /** Opens a session and joins the room; settles once joined, or with the first failure before. */
  const start = async () => {
    const Janus = await library();
    if (disposed) return;
    const mine = ++round;
    const current = () => !disposed && mine === round;
    const onPublishers = (list: unknown) => {
      for (const p of (list as Publisher[] | undefined) ?? []) subscribeTo(Janus, p);
    };
    let settleJoin: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const joining = new Promise<void>((resolve, reject) => {
      settleJoin = { resolve, reject };
    });
    /** Before the join: the join failed. After it: the session was lost. */
    const onLoss = (why: string) => {
      if (!current()) return;
      if (!snapshot.joined) settleJoin?.reject(new Error(why));
      else void rejoin(why);
    };
    const joinRoom = (attached?: JanusJS.PluginHandle) => {
      if (!current() || !janus) return;
      attachOrAdopt(janus, attached, {
        plugin: VIDEOROOM,
        opaqueId: opaqueIdOf('room', participantId),
        token: pass.token,
        success: (handle) => {
          publisher = handle;
          handle.send({
            message: {
              request: 'join',
              ptype: 'publisher',
              room: pass.janusRoomId,
              id: pass.feedId,
              display: participantId,
              token: pass.token,
            },
          });
        },
        error: (error) => onLoss(textOf(error)),
        iceState: watchIce('publisher', mine, () => {
          const handle = publisher;
          handle?.createOffer({
            iceRestart: true,
            success: (jsep) =>
              handle.send({
                message: { request: 'configure', audio: sent.audio, video: sent.video },
                jsep,
              }),
            error: (error) => Janus.warn('restarting ICE failed', error),
          });
        }),
        onmessage: (message, jsep) => {
          if (!current()) return;
          const event = message.videoroom as string | undefined;
          if (event === 'joined') {
            everJoined = true;
            privateId = message.private_id as number | undefined;
            const publishers = (message.publishers as Publisher[] | undefined) ?? [];
            for (const { id } of publishers)
              if (id !== pass.feedId && id !== pass.screenFeedId) unanswered.add(id);
            update({ joined: true, ready: unanswered.size === 0, failed: null });
            settleJoin?.resolve();
            // Nothing to connect: the session joining again is all a rejoin can show.
            if (!publishers.length && !wanted.video && !wanted.audio) mayRejoin = true;
            onPublishers(publishers);
            void reconcile();
          } else if (event === 'event') {
            onPublishers(message.publishers);
            // A publisher stops, leaves, or is removed by the media service (no right to publish).
            const gone = message.unpublished ?? message.leaving ?? message.kicked;
            if (typeof gone === 'number') unsubscribe(gone);
            if (message.error) {
              // Refused before it was in: the join failed (for instance a pass the room does not list).
              if (!snapshot.joined) settleJoin?.reject(new Error(String(message.error)));
              settle('publish', new Error(String(message.error)));
              settle('unpublish', new Error(String(message.error)));
            }
          }
          if (jsep && publisher) {
            publisher.handleRemoteJsep({
              jsep,
              success: () => settle('publish'),
              error: (error) => settle('publish', new Error(textOf(error))),
            });
          }
        },
        onlocaltrack: (track, on) => {
          if (!current()) return;
          const tracks = snapshot.local?.getTracks() ?? [];
          const has = tracks.some((t) => t.id === track.id);
          if (on === has) return;
          const next = on ? [...tracks, track] : tracks.filter((t) => t.id !== track.id);
          // A new stream for each change, so whoever reads the snapshot sees that what is sent changed.
          update({ local: next.length ? new MediaStream(next) : null });
        },
        // Janus hangs up the PeerConnection after an unpublish; only then can a new offer start.
        oncleanup: () => {
          if (!current()) return;
          // Hung up on purpose: nothing of that connection is to be restored.
          forget('publisher');
          settle('unpublish');
        },
      });
    };
    const given = opened;
    opened = undefined;
    // The preview's session when it opened; if it could not, one of the conference's own.
    const preview = given ? await given.ready.catch(() => undefined) : undefined;
    if (!current()) {
      preview?.janus.destroy({ cleanupHandles: true, notifyDestroyed: false });
      return joining;
    }
    if (preview && given) {
      janus = preview.janus;
      spareSubscriber = preview.subscriber;
      given.onLoss(onLoss);
      joinRoom(preview.publisher);
    } else {
      janus = new Janus({
        server: pass.janusUrl,
        token: pass.token,
        iceServers: pass.iceServers,
        success: () => joinRoom(),
        error: (error) => onLoss(textOf(error)),
        destroyed: () => onLoss('the media session was closed'),
      });
    }
    return joining;
  };
  void start().catch((error: unknown) => {
    if (!everJoined && !disposed) update({ failed: textOf(error) });
  });

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setSending: (sending) => {
      wanted = sending.video || sending.audio ? sending : nothing;
      if (retryTimer) return;
      void reconcile();
    },
    shareScreen,
    stopScreen,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const key of [...iceWatch.keys()]) stopWatch(key);
      stopLocal();
      stopScreen();
      for (const feedId of [...subscribers.keys()]) unsubscribe(feedId);
      janus?.destroy({ cleanupHandles: true });
      listeners.clear();
    },
  };
};
