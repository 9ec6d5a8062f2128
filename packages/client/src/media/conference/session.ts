// The conference's session on the SFU: the Janus session it is in now and with which pass, opened
// for each join (or the device preview's, for the first), with the room handle attached in it.
import type { RoomMediaToken } from '@canstring/contracts';
import type { JanusJS } from 'janus-gateway';
import { attachOrAdopt } from '../handle-adoption';
import type { JanusLibrary } from '../janus-library';
import type { OpenedSession } from '../preview-session';
import { textOf } from './negotiation';

/** Where the conference is on the SFU now; every part reads it, the session and the rejoin change it. */
export interface ConferenceSession {
  readonly participantId: string;
  /** The pass of the session now: the first one, or the fresh one of the last rejoin. */
  pass: RoomMediaToken;
  janus: JanusJS.Janus | undefined;
  /** Each session (the first, each rejoin) has its number; callbacks of an older one are ignored. */
  round: number;
  /** Joined the room once: a failure after that is no failure to join. */
  everJoined: boolean;
  disposed: boolean;
}

/** A session's callbacks still count: it is the conference's session now, and the conference goes on. */
export const isCurrent = (session: ConferenceSession, round: number) =>
  !session.disposed && round === session.round;

/** One join of the room, as the room handle's callbacks see it. */
export interface Join {
  Janus: JanusLibrary;
  /** The number of its session. */
  round: number;
  current(): boolean;
  /** Janus said 'joined': the join is done. */
  joined(): void;
  /** Refused before it was in: the join failed. */
  refused(why: string): void;
  /** The session or the room handle failed: before the join the join failed, after it the session was lost. */
  lost(why: string): void;
}

interface SessionParts {
  library: () => Promise<JanusLibrary>;
  /** A session the device preview opened with the first pass's token: the first join goes on in it. */
  opened: OpenedSession | undefined;
  /** Whether the conference is joined now (the snapshot says). */
  joinedNow: () => boolean;
  /** The options of the handle that joins the room with the participant's feed, for a join. */
  roomHandle: (join: Join) => JanusJS.PluginOptions;
  /** The subscriber handle the device preview attached, for the first subscription. */
  spareSubscriber: (handle: JanusJS.PluginHandle | undefined) => void;
  /** The session was lost after the join. */
  rejoin: (why: string) => void;
}

/**
 * The conference's start: opens a session and joins the room; settles once joined, or with the first
 * failure before.
 */
export const sessionStarter = (
  session: ConferenceSession,
  { library, opened, joinedNow, roomHandle, spareSubscriber, rejoin }: SessionParts,
) => {
  /** The preview's session, for the first join only (a rejoin opens a new one). */
  let preopened = opened;
  return async (): Promise<void> => {
    const Janus = await library();
    if (session.disposed) return;
    const round = ++session.round;
    const current = () => isCurrent(session, round);
    let settleJoin: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const joining = new Promise<void>((resolve, reject) => {
      settleJoin = { resolve, reject };
    });
    const lost = (why: string) => {
      if (!current()) return;
      if (!joinedNow()) settleJoin?.reject(new Error(why));
      else rejoin(why);
    };
    const join: Join = {
      Janus,
      round,
      current,
      joined: () => settleJoin?.resolve(),
      refused: (why) => settleJoin?.reject(new Error(why)),
      lost,
    };
    const joinRoom = (attached?: JanusJS.PluginHandle) => {
      if (!current() || !session.janus) return;
      attachOrAdopt(session.janus, attached, roomHandle(join));
    };
    const given = preopened;
    preopened = undefined;
    // The preview's session when it opened; if it could not, one of the conference's own.
    const preview = given ? await given.ready.catch(() => undefined) : undefined;
    if (!current()) {
      preview?.janus.destroy({ cleanupHandles: true, notifyDestroyed: false });
      return joining;
    }
    if (preview && given) {
      session.janus = preview.janus;
      spareSubscriber(preview.subscriber);
      given.onLoss(lost);
      joinRoom(preview.publisher);
    } else {
      const { pass } = session;
      session.janus = new Janus({
        server: pass.janusUrl,
        token: pass.token,
        iceServers: pass.iceServers,
        success: () => joinRoom(),
        error: (error) => lost(textOf(error)),
        destroyed: () => lost('the media session was closed'),
      });
    }
    return joining;
  };
};
