// The participant's screen share: a second publisher handle, joined with the pass's screen feed id,
// sending only the captured screen.
import { screenFeedDisplay } from '@canstring/contracts';
import type { JanusJS } from 'janus-gateway';
import { opaqueIdOf, VIDEOROOM } from '../videoroom';
import { errorOf, textOf, withTimeout } from './negotiation';
import type { ConferenceSession } from './session';
import type { SnapshotStore } from './snapshot';

export const createScreenShare = ({
  session,
  store,
}: {
  session: ConferenceSession;
  store: SnapshotStore;
}) => {
  let screenHandle: JanusJS.PluginHandle | undefined;
  let screenTrack: MediaStreamTrack | undefined;

  /** Stops the screen capture and leaves the VideoRoom with the screen feed. */
  const stop = () => {
    const handle = screenHandle;
    screenHandle = undefined;
    screenTrack?.stop();
    screenTrack = undefined;
    // Leaving the VideoRoom with the screen feed: the others hear it is gone.
    handle?.detach();
    if (store.get().screen) store.update({ screen: null });
  };

  /** Publishes the screen capture; resolves once Janus took it. */
  const share = (track: MediaStreamTrack) =>
    withTimeout(
      new Promise<void>((resolve, reject) => {
        if (!session.janus || session.disposed) {
          reject(new Error('not in the conference'));
          return;
        }
        stop();
        screenTrack = track;
        let done = false;
        const finish = (error?: Error) => {
          if (done) return;
          done = true;
          if (error) reject(error);
          else resolve();
        };
        const { participantId } = session;
        session.janus.attach({
          plugin: VIDEOROOM,
          opaqueId: opaqueIdOf('screen', participantId),
          token: session.pass.token,
          success: (handle) => {
            if (screenTrack !== track) {
              handle.detach();
              finish(new Error('the screen share was stopped'));
              return;
            }
            screenHandle = handle;
            const { pass } = session;
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
                error: (error) => finish(errorOf(error)),
              });
            } else if (message.error) finish(new Error(String(message.error)));
            if (jsep)
              handle.handleRemoteJsep({
                jsep,
                success: () => {
                  store.update({ screen: new MediaStream([track]) });
                  finish();
                },
                error: (error) => finish(new Error(textOf(error))),
              });
          },
        });
      }),
      'sharing the screen',
    ).catch((error: unknown) => {
      if (screenTrack === track) stop();
      throw error;
    });

  return { share, stop };
};
