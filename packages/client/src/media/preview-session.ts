import type { RoomPreviewPass } from '@canstring/contracts';
import type { JanusJS } from 'janus-gateway';
import { type JanusLibrary, loadJanus } from './janus-library';
import { opaqueIdOf, VIDEOROOM } from './videoroom';

/** What the device preview opened: the session, and VideoRoom handles attached in it (unjoined). */
export interface OpenedJanus {
  janus: JanusJS.Janus;
  /** For the participant's own feed (joins the room as a publisher); absent when it failed. */
  publisher?: JanusJS.PluginHandle;
  /** For a first subscription. */
  subscriber?: JanusJS.PluginHandle;
}

/** A Janus session opened in the device preview, handed to the room's conference. */
export interface OpenedSession {
  /** The session and its handles, once Janus made them; rejects when the session could not be opened. */
  ready: Promise<OpenedJanus>;
  /** From now on the session's loss (its connection gone, or it was destroyed) is told to this listener. */
  onLoss(listener: (why: string) => void): void;
}

/** The SFU session of the device preview: its pass, and the session it opened with it. */
export interface PreviewSession {
  /** The preview's pass once given: null before, or when the room gave none (the join says why). */
  pass(): RoomPreviewPass | null;
  /**
   * The preview's pass once its request has answered (null when the room gave none), or what there
   * is after `withinMs`: a join waits this long to take the preview's seat.
   */
  passWithin(withinMs: number): Promise<RoomPreviewPass | null>;
  /**
   * The open session for the conference whose pass carries this token (the join took the preview's
   * seat): once, then the conference owns it. Null a second time, and for any other pass or before
   * the preview's pass came: the join did not take the preview's seat (Continue came before the
   * preview's pass), so the session can join nothing and ends at once (one still opening never opens).
   */
  take(token: string): OpenedSession | null;
  /** Ends the session unless a conference took it. */
  close(): void;
}

/**
 * The page's first RTCPeerConnection starts the browser's WebRTC machinery (about 8 ms on this
 * machine, against 1 to 2 ms for the next ones): one made and closed now, with nothing offered (so
 * nothing is sent), spares the conference's first connection that cost after the join.
 */
const warmWebRtc = (pass: RoomPreviewPass) => {
  if (typeof RTCPeerConnection === 'undefined') return;
  new RTCPeerConnection({ iceServers: pass.iceServers }).close();
};

/**
 * While the person looks at the device preview, gets the preview's pass and opens a Janus session
 * with it, with the conference's first two VideoRoom handles: a session that can join nothing (the
 * room's allowed list does not hold the token until the join takes the preview's seat), so entering
 * the conference after Continue does not wait for a WebSocket, a session, handles, janus.js or the
 * browser's WebRTC start. Any failure leaves the room to open its own session.
 */
export const openPreviewSession = ({
  fetchPass,
  library = loadJanus,
}: {
  fetchPass: () => Promise<RoomPreviewPass>;
  library?: () => Promise<JanusLibrary>;
}): PreviewSession => {
  let pass: RoomPreviewPass | null = null;
  let janus: JanusJS.Janus | undefined;
  let closed = false;
  let taken = false;
  let lossListener: ((why: string) => void) | undefined;
  const lost = (why: string) => lossListener?.(why);
  const close = () => {
    if (closed) return;
    closed = true;
    if (!taken) janus?.destroy({ cleanupHandles: true, notifyDestroyed: false });
  };

  const passAnswer = fetchPass();
  const passGiven = passAnswer.then(
    (given) => {
      if (!closed) pass = given;
      return pass;
    },
    () => null,
  );
  const ready = (async () => {
    const [given, Janus] = await Promise.all([passAnswer, library()]);
    if (closed) throw new Error('the preview closed');
    const session = await new Promise<JanusJS.Janus>((resolve, reject) => {
      let open = false;
      const session: JanusJS.Janus = new Janus({
        server: given.janusUrl,
        token: given.token,
        iceServers: given.iceServers,
        success: () => {
          open = true;
          // Closed while it was opening: janus.js ends only a session it has, so it is ended now.
          if (closed) {
            session.destroy({ cleanupHandles: true, notifyDestroyed: false });
            reject(new Error('the preview closed'));
          } else resolve(session);
        },
        error: (error) => {
          if (open) lost(String(error));
          else reject(new Error(String(error)));
        },
        destroyed: () => lost('the media session was closed'),
      });
      janus = session;
    });
    // The conference's handles, attached now (attaching joins nothing): entering starts at the join.
    const attach = (opaqueId: string) =>
      new Promise<JanusJS.PluginHandle | undefined>((resolve) =>
        session.attach({
          plugin: VIDEOROOM,
          opaqueId,
          token: given.token,
          success: resolve,
          error: () => resolve(undefined),
        }),
      );
    const [publisher, subscriber] = await Promise.all([
      attach(opaqueIdOf('room', given.seat)),
      attach(opaqueIdOf('feed', given.seat)),
    ]);
    warmWebRtc(given);
    return {
      janus: session,
      ...(publisher ? { publisher } : {}),
      ...(subscriber ? { subscriber } : {}),
    };
  })();
  // Unused, it fails quietly: the room opens its own session.
  ready.catch(() => undefined);

  return {
    pass: () => pass,
    passWithin: (withinMs) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<RoomPreviewPass | null>((resolve) => {
        timer = setTimeout(() => resolve(pass), withinMs);
      });
      return Promise.race([passGiven, late]).finally(() => clearTimeout(timer));
    },
    take: (token) => {
      if (taken || closed) return null;
      // The join did not take this session's seat (it came before the preview's pass, or with
      // another): the session could join nothing, so it ends now, or never opens if still on its way.
      if (!pass || pass.token !== token) {
        close();
        return null;
      }
      taken = true;
      return { ready, onLoss: (listener) => (lossListener = listener) };
    },
    close,
  };
};
