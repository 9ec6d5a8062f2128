import type { RoomSession } from '@canstring/client/room';
import { type RoomFeatureSnapshot, roomMessages, SHARE_SYNC_LOCK_MS } from '@canstring/contracts';
import { useCallback, useRef } from 'react';
import { useRoomRelay } from '../use-room-relay';

/** What the sync needs of a player (an mp4/webm `<video>` or a YouTube player). */
export interface PlayerControl {
  /** Seconds from the start. */
  time(): number;
  paused(): boolean;
  play(): void;
  pause(): void;
  seek(time: number): void;
}

/**
 * A playing player closer than this to where the room is is not moved (seeking costs a stutter); a
 * paused one is put exactly where the presenter paused.
 */
export const SYNC_TOLERANCE_S = 0.25;
const PAUSED_TOLERANCE_S = 0.02;

export type Playback = RoomFeatureSnapshot<'playback'>;

/** Where a video stands now, from where the room kept it: a playing one has gone on since `at`. */
export const playbackNow = (playback: Playback | null, now: number): { paused: boolean; time: number } => {
  if (!playback) return { paused: true, time: 0 };
  if (playback.paused) return { paused: true, time: playback.time };
  const since = Math.max(0, now - Date.parse(playback.at)) / 1000;
  return { paused: false, time: playback.time + since };
};

/** The signals of one kind of shared player. */
const methodsOf = {
  mp4: { play: 'mp4Play', pause: 'mp4Pause', seek: 'mp4Seek' },
  youtube: { play: 'youtubePlayOrSeek', pause: 'youtubePause', seek: 'youtubePlayOrSeek' },
} as const;

export interface PlaybackSync {
  /** The player tells of a change made on it (its controls): sent to the room unless locked. */
  played(): void;
  paused(): void;
  seeked(): void;
  /** The player is ready: it goes where the room is (a late joiner: the time plus the time since). */
  opened(): void;
}

/**
 * Keeps a shared video's player with the room (spec 3 §4, §9). Whoever may present sends the play,
 * pause and seek made on their player; everyone applies the others' as they come. After applying
 * one, the player sends nothing for the sync lock (3 s), so the change does not echo back. A guest
 * or a viewer never sends (`maySend` false).
 */
export const usePlaybackSync = ({
  session,
  kind,
  player,
  maySend,
  onRefused,
}: {
  session: RoomSession | null;
  kind: 'mp4' | 'youtube';
  /** The player, once it exists. */
  player: React.RefObject<PlayerControl | null>;
  maySend: boolean;
  onRefused: (message: string) => void;
}): PlaybackSync => {
  const lockedUntil = useRef(0);
  const methods = methodsOf[kind];

  const apply = useCallback(
    (wanted: { paused: boolean; time: number }) => {
      const control = player.current;
      if (!control) return;
      const seek =
        Math.abs(control.time() - wanted.time) > (wanted.paused ? PAUSED_TOLERANCE_S : SYNC_TOLERANCE_S);
      const toggle = wanted.paused !== control.paused();
      // Only a change the player makes locks it: its own events then are the room's, not its user's.
      if (seek || toggle) lockedUntil.current = Date.now() + SHARE_SYNC_LOCK_MS;
      // Paused first, so it stays where it is put; played last, from where it is put.
      if (toggle && wanted.paused) control.pause();
      if (seek) control.seek(wanted.time);
      if (toggle && !wanted.paused) control.play();
    },
    [player],
  );

  const heard = (paused: boolean | 'as it is') => (payload: { time: number }, from: { mine: boolean }) => {
    if (from.mine) return;
    const control = player.current;
    apply({ paused: paused === 'as it is' ? (control?.paused() ?? true) : paused, time: payload.time });
  };
  useRoomRelay(session, methods.play, heard(false));
  useRoomRelay(session, methods.pause, heard(true));
  useRoomRelay(session, 'mp4Seek', kind === 'mp4' ? heard('as it is') : () => undefined);

  const send = (method: 'mp4Play' | 'mp4Pause' | 'mp4Seek' | 'youtubePlayOrSeek' | 'youtubePause') => {
    const control = player.current;
    if (!maySend || !session || !control || Date.now() < lockedUntil.current) return;
    session
      .sendSignal(method, { time: Math.max(0, control.time()) })
      .catch((error: unknown) =>
        onRefused(error instanceof Error && error.message ? error.message : roomMessages.somethingWentWrong),
      );
  };

  const sessionRef = useRef(session);
  sessionRef.current = session;

  return {
    played: () => send(methods.play),
    paused: () => send(methods.pause),
    seeked: () => send(methods.seek),
    opened: () => apply(playbackNow(sessionRef.current?.feature('playback') ?? null, Date.now())),
  };
};
