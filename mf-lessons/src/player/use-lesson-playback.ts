import { useCallback, useEffect, useRef, useState } from 'react';
import { allowedSeek, type SetMark, setReached } from './set-stops';

export interface LessonPlaybackOptions {
  /** The lesson's question sets as the learner stands with them. */
  marks: readonly SetMark[];
  /** Sets seen and closed in this viewing (not stopped at again while going on). */
  passed: ReadonlySet<string>;
  /** Where to start: the saved position (kept before any unanswered required set). */
  startAt: number;
  /** The playback reached a set (paused on it), or a seek tried to go past a required one (`blocked`). */
  onSetReached(mark: SetMark, blocked: boolean): void;
  /** The video played to its end. */
  onEnded(): void;
}

export interface LessonPlayback {
  /** Give it to the `<video>` as its ref. */
  attach(element: HTMLVideoElement | null): void;
  /** The `<video>` once attached. */
  video: HTMLVideoElement | null;
  time: number;
  duration: number;
  playing: boolean;
  /** Whether the saved position was taken up (a returning learner goes on where they stopped). */
  resumedAt: number | null;
  play(): void;
  pause(): void;
  /**
   * The learner closed a set: go on past it at once, before the page renders again (the sets passed
   * the caller keeps follow on the next render).
   */
  markPassed(id: string): void;
  /** Where the video is this instant (between renders too). */
  now(): number;
  /** Goes to a time, never past an unanswered required set (it stops on that set instead). */
  seek(target: number): void;
}

/**
 * The learner's playback: stops on each question set as the video reaches it (checked every frame
 * while playing, so well within LESSON_MARKER_PAUSE_WITHIN_MS of the set's time), and holds the
 * learner before any unanswered required set, whether they play or seek.
 */
export const useLessonPlayback = ({
  marks,
  passed,
  startAt,
  onSetReached,
  onEnded,
}: LessonPlaybackOptions): LessonPlayback => {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  /** Where the last check stood: the stretch since then is what the video played through. */
  const last = useRef(0);
  const current = useRef({ marks, passed, onSetReached, onEnded, startAt });
  current.current = { marks, passed, onSetReached, onEnded, startAt };

  const stopOn = useCallback((video: HTMLVideoElement, mark: SetMark, blocked: boolean) => {
    video.pause();
    // A required set holds the position at its own time (the server refuses progress past it).
    if (mark.required && !mark.answered && video.currentTime > mark.time) video.currentTime = mark.time;
    last.current = video.currentTime;
    setTime(video.currentTime);
    current.current.onSetReached(mark, blocked);
  }, []);

  const check = useCallback(
    (video: HTMLVideoElement) => {
      const now = video.currentTime;
      const reached = setReached(current.current.marks, last.current, now, current.current.passed);
      last.current = now;
      setTime(now);
      if (reached && !video.paused) stopOn(video, reached, false);
    },
    [stopOn],
  );

  // Every frame while playing; `timeupdate` covers a page whose frames the browser holds back.
  useEffect(() => {
    if (!element || !playing) return;
    let frame = 0;
    const tick = () => {
      check(element);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [element, playing, check]);

  useEffect(() => {
    if (!element) return;
    const opened = () => {
      setDuration(Number.isFinite(element.duration) ? element.duration : 0);
      const { position } = allowedSeek(current.current.marks, current.current.startAt);
      if (position > 0) {
        element.currentTime = position;
        setResumedAt(position);
      }
      last.current = position;
      setTime(position);
    };
    const played = () => {
      last.current = Math.min(last.current, element.currentTime);
      setPlaying(true);
    };
    const paused = () => setPlaying(false);
    const updated = () => {
      if (!element.paused) check(element);
      else setTime(element.currentTime);
    };
    // Any seek not made by the seek bar (keys, media controls) is held to the same rule.
    const seeking = () => {
      const { position, blockedBy } = allowedSeek(current.current.marks, element.currentTime);
      if (blockedBy && element.currentTime > position + 0.001) stopOn(element, blockedBy, true);
      else last.current = element.currentTime;
    };
    const ended = () => {
      setPlaying(false);
      setTime(element.currentTime);
      // A set at the very end (a last quiz) is reached as the video ends: shown before the end is.
      const atEnd = setReached(
        current.current.marks,
        last.current,
        Number.POSITIVE_INFINITY,
        current.current.passed,
      );
      last.current = element.currentTime;
      if (atEnd) current.current.onSetReached(atEnd, false);
      else current.current.onEnded();
    };
    if (element.readyState >= 1) opened();
    element.addEventListener('loadedmetadata', opened);
    element.addEventListener('play', played);
    element.addEventListener('pause', paused);
    element.addEventListener('timeupdate', updated);
    element.addEventListener('seeking', seeking);
    element.addEventListener('ended', ended);
    return () => {
      element.removeEventListener('loadedmetadata', opened);
      element.removeEventListener('play', played);
      element.removeEventListener('pause', paused);
      element.removeEventListener('timeupdate', updated);
      element.removeEventListener('seeking', seeking);
      element.removeEventListener('ended', ended);
    };
  }, [element, check, stopOn]);

  const play = useCallback(() => {
    if (!element) return;
    // At the end, a new viewing starts from the beginning.
    if (element.ended || (duration > 0 && element.currentTime >= duration)) {
      element.currentTime = 0;
      last.current = 0;
    }
    element.play().catch((error: unknown) => {
      // Sound refused without a gesture: play muted rather than not at all.
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !element.muted) {
        element.muted = true;
        void element.play().catch(() => undefined);
      }
    });
  }, [element, duration]);

  const pause = useCallback(() => element?.pause(), [element]);

  const seek = useCallback(
    (target: number) => {
      if (!element) return;
      const { position, blockedBy } = allowedSeek(current.current.marks, target);
      last.current = position;
      element.currentTime = position;
      setTime(position);
      if (blockedBy) stopOn(element, blockedBy, true);
    },
    [element, stopOn],
  );

  const now = useCallback(() => element?.currentTime ?? 0, [element]);
  const markPassed = useCallback((id: string) => {
    current.current = { ...current.current, passed: new Set(current.current.passed).add(id) };
  }, []);

  return {
    attach: setElement,
    video: element,
    time,
    duration,
    playing,
    resumedAt,
    play,
    pause,
    seek,
    markPassed,
    now,
  };
};
