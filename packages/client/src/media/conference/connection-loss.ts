// Connection loss, once joined: an ICE restart for a media connection that was lost, a rejoin from
// scratch with a fresh pass when that does not bring it back (or the session is lost), and the
// conference lost when the rejoin does not join either.
import type { RoomMediaToken } from '@canstring/contracts';
import { textOf, withTimeout } from './negotiation';
import { type ConferenceSession, isCurrent } from './session';
import type { SnapshotStore } from './snapshot';

/** A media connection 'disconnected' this long gets an ICE restart (it often comes back by itself). */
export const ICE_DISCONNECTED_GRACE_MS = 3_000;
/** A media connection not connected again this long after its ICE restart: the conference rejoins. */
export const ICE_RESTART_WAIT_MS = 10_000;

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
    store.update({ lost: true, failed: why });
  };

  /** Joins again from scratch with a fresh pass; if that does not work the conference is lost. */
  const rejoin = async (why: string) => {
    if (session.disposed || rejoining || store.get().lost) return;
    if (!renewPass || !mayRejoin) {
      lose(why);
      return;
    }
    rejoining = true;
    mayRejoin = false;
    teardown();
    try {
      session.pass = await renewPass();
      if (session.disposed) return;
      await withTimeout(start(), 'rejoining');
    } catch (error) {
      if (!session.disposed) lose(textOf(error));
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
