// The participant's own camera and mic: published on the room handle as wanted, one negotiation at a
// time, changed by unpublishing and publishing again, and tried again after a failure.
import {
  CAMERA_FRAME_RATE,
  CAMERA_HEIGHT,
  CAMERA_WIDTH,
  conferenceMessages,
  PUBLISH_RETRY_MS,
} from '@canstring/contracts';
import type { JanusJS } from 'janus-gateway';
import type { JanusLibrary } from '../janus-library';
import { errorOf, textOf, withTimeout } from './negotiation';
import type { ConferenceSession } from './session';
import type { SnapshotStore } from './snapshot';

/** What the participant may and wants to send: both false sends nothing. */
export interface Sending {
  video: boolean;
  audio: boolean;
  /** Devices chosen in the preview. */
  videoDeviceId?: string;
  audioDeviceId?: string;
}

const nothing: Sending = { video: false, audio: false };
const sameSending = (a: Sending, b: Sending) =>
  a.video === b.video &&
  a.audio === b.audio &&
  (!a.video || a.videoDeviceId === b.videoDeviceId) &&
  (!a.audio || a.audioDeviceId === b.audioDeviceId);

/** The tracks of an offer sending the camera (320x240 at 30 fps) and the mic, as wanted. */
const cameraAndMic = (want: Sending) => {
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
  return tracks;
};

export type Publisher = ReturnType<typeof createPublisher>;

export const createPublisher = ({ session, store }: { session: ConferenceSession; store: SnapshotStore }) => {
  /** The room handle: joined with the participant's feed id, it sends their camera and mic. */
  let publisher: JanusJS.PluginHandle | undefined;
  let wanted: Sending = nothing;
  let sent: Sending = nothing;
  let reconciling = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
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

  const publish = (want: Sending) =>
    withTimeout(
      new Promise<void>((resolve, reject) => {
        const handle = publisher;
        if (!handle) {
          reject(new Error('not in the conference'));
          return;
        }
        pending = { resolve, reject, kind: 'publish' };
        handle.createOffer({
          tracks: cameraAndMic(want),
          success: (jsep) =>
            handle.send({
              message: { request: 'configure', audio: want.audio, video: want.video },
              jsep,
              error: (error) => settle('publish', new Error(error)),
            }),
          error: (error) => settle('publish', errorOf(error)),
        });
      }),
      'publishing',
    );

  const stopLocal = () => {
    for (const track of store.get().local?.getTracks() ?? []) track.stop();
    store.update({ local: null });
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
    if (reconciling || session.disposed || !store.get().joined) return;
    reconciling = true;
    try {
      while (!session.disposed && !sameSending(wanted, sent)) {
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
      if (store.get().publishError) store.update({ publishError: null });
    } catch (error) {
      pending = null;
      // Whatever went out is torn down; the retry starts from nothing.
      publisher?.hangup(true);
      stopLocal();
      sent = nothing;
      // A rejoin under way tore the publication down; its join publishes again.
      if (!session.disposed && store.get().joined) {
        store.update({ publishError: `${conferenceMessages.publishFailed}${textOf(error)}` });
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          void reconcile();
        }, PUBLISH_RETRY_MS);
      }
    } finally {
      reconciling = false;
    }
  };

  return {
    /** The room handle is attached: it joins the room as a publisher with the participant's feed id. */
    joinRoom: (handle: JanusJS.PluginHandle) => {
      publisher = handle;
      const { pass, participantId } = session;
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
    /** Publishes, changes or stops the camera and mic to match; the last call wins. */
    setSending: (sending: Sending) => {
      wanted = sending.video || sending.audio ? sending : nothing;
      if (retryTimer) return;
      void reconcile();
    },
    wantsNothing: () => !wanted.video && !wanted.audio,
    /** Joined: what is wanted is published. */
    reconcile: () => void reconcile(),
    /** Janus's answer to the offer: the publish is done once it is taken. */
    takeAnswer: (jsep: JanusJS.JSEP) => {
      publisher?.handleRemoteJsep({
        jsep,
        success: () => settle('publish'),
        error: (error) => settle('publish', new Error(textOf(error))),
      });
    },
    /** Janus refused a request of the room handle: the publish or unpublish under way failed. */
    refused: (why: string) => {
      settle('publish', new Error(why));
      settle('unpublish', new Error(why));
    },
    /** Janus hung up the PeerConnection after an unpublish; only then can a new offer start. */
    hungUp: () => settle('unpublish'),
    /** The media connection was lost: a new offer with fresh ICE, sending what is sent. */
    restartIce: (Janus: JanusLibrary) => {
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
    },
    /** janus.js added or removed a local track. */
    localTrack: (track: MediaStreamTrack, on: boolean) => {
      const tracks = store.get().local?.getTracks() ?? [];
      const has = tracks.some((t) => t.id === track.id);
      if (on === has) return;
      const next = on ? [...tracks, track] : tracks.filter((t) => t.id !== track.id);
      // A new stream for each change, so whoever reads the snapshot sees that what is sent changed.
      store.update({ local: next.length ? new MediaStream(next) : null });
    },
    /** The session ends: nothing is sent in it any more, and a negotiation under way fails. */
    leave: () => {
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      publisher = undefined;
      sent = nothing;
      pending?.reject(new Error('the conference is rejoining'));
      pending = null;
      stopLocal();
    },
    /** The conference ends: no retry, and the camera and mic stop. */
    stop: () => {
      if (retryTimer) clearTimeout(retryTimer);
      stopLocal();
    },
  };
};
