// Connection loss, once joined: an ICE restart for a media connection that was lost, a rejoin from
// scratch with a fresh pass when that does not bring it back (or the session is lost), tried again
// when a try fails, and the conference lost when none of its tries joins.
import type { RoomMediaToken } from '@canstring/contracts';
import { textOf, withTimeout } from './negotiation';
import { type ConferenceSession, isCurrent } from './session';
import type { SnapshotStore } from './snapshot';

/** A media connection 'disconnected' this long gets an ICE restart (it often comes back by itself). */
export const ICE_DISCONNECTED_GRACE_MS = 3_000;
/** A media connection not connected again this long after its ICE restart: the conference rejoins. */
export const ICE_RESTART_WAIT_MS = 10_000;
/**
 * A rejoin that fails (a pass for a server that has just gone too, a room not there yet) is tried
 * again with a fresh pass after this pause, up to REJOIN_TRIES tries, while REJOIN_WITHIN_MS last.
 */
export const REJOIN_RETRY_MS = 1_000;
export const REJOIN_TRIES = 3;
export const REJOIN_WITHIN_MS = 15_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface LossParts {
  session: ConferenceSession;
  store: SnapshotStore;
  /** A fresh pass (the gateway's roomMediaToken) for rejoining; without it a loss is final. */
  renewPass: (() => Promise<RoomMediaToken>) | undefined;
  /** Leaves the session as it is, without telling anyone. */
  teardown: () => void;
  /** Opens a session and joins the room; settles once joined, or with the first failure before. */
  start: () => Promise<void>;
}

export type ConnectionLoss = ReturnType<typeof createConnectionLoss>;

export const createConnectionLoss = ({ session, store, renewPass, teardown, start }: LossParts) => {
  /** Per media connection: its grace before an ICE restart, or its wait after one. */
  const iceWatch = new Map<string, { phase: 'grace' | 'restarting'; timer: ReturnType<typeof setTimeout> }>();
  /**
   * Media connections that were connected once: only those can be lost. One that never connects
   * (no route to the SFU at all) is left as it is, with no restart, rejoin or reload.
   */
  const everConnected = new Set<string>();
  /** One rejoin per loss: allowed again once a media connection connected after it. */
  let mayRejoin = true;
  let rejoining = false;

  const stopWatch = (key: string) => {
    clearTimeout(iceWatch.get(key)?.timer);
    iceWatch.delete(key);
  };

  const lose = (why: string) => {
    teardown();
    store.update({ lost: true, failed: why, reconnecting: false });
  };

  /** One try at joining again with a fresh pass; answers why it failed, or null once joined. */
  const tryJoiningAgain = async (renew: () => Promise<RoomMediaToken>): Promise<string | null> => {
    try {
      session.pass = await renew();
      if (session.disposed) return null;
      await withTimeout(start(), 'rejoining');
      return null;
    } catch (error) {
      return textOf(error);
    }
  };

  /**
   * Joins again from scratch with a fresh pass, trying again a little later when a try fails (the
   * pass may name a server lost a moment ago, before the media service noticed); if none joins the
   * conference is lost.
   */
  const rejoin = async (why: string) => {
    if (session.disposed || rejoining || store.get().lost) return;
    if (!renewPass || !mayRejoin) {
      lose(why);
      return;
    }
    rejoining = true;
    mayRejoin = false;
    teardown();
    store.update({ reconnecting: true });
    const until = Date.now() + REJOIN_WITHIN_MS;
    try {
      for (let tries = 1; ; tries += 1) {
        const failed = await tryJoiningAgain(renewPass);
        if (session.disposed) return;
        if (failed === null) {
          store.update({ reconnecting: false });
          return;
        }
        if (tries >= REJOIN_TRIES || Date.now() + REJOIN_RETRY_MS >= until) {
          lose(failed);
          return;
        }
        // The failed try's session is left before the next.
        teardown();
        await pause(REJOIN_RETRY_MS);
        if (session.disposed) return;
      }
    } finally {
      rejoining = false;
    }
  };

  /** The iceState callback of one media connection: restart it when lost, rejoin if that fails. */
  const watchIce = (key: string, round: number, restart: () => void) => {
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
      if (!isCurrent(session, round) || rejoining) return;
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
  };

  return {
    watchIce,
    rejoin,
    /** A media connection hung up on purpose, or gone: nothing of it is to be restored. */
    forget: (key: string) => {
      stopWatch(key);
      everConnected.delete(key);
    },
    /** The session ends: no media connection of it is watched any more. */
    stopWatching: () => {
      for (const key of [...iceWatch.keys()]) stopWatch(key);
      everConnected.clear();
    },
    /** Nothing to connect after a join: the session joining again is all a rejoin can show. */
    joinedWithNothingToConnect: () => {
      mayRejoin = true;
    },
  };
};
