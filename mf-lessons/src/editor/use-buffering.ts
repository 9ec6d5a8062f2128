import { LESSON_BUFFERING_SPINNER_DELAY_MS } from '@canstring/contracts';
import { useEffect, useState } from 'react';

/** The video is waiting for data (loading, seeking, stalled while playing). */
const WAIT_EVENTS = ['loadstart', 'waiting', 'seeking'] as const;
/** It has what it needs again (or stopped asking). */
const GOT_EVENTS = [
  'canplay',
  'canplaythrough',
  'playing',
  'seeked',
  'loadeddata',
  'error',
  'emptied',
] as const;

/**
 * Whether the buffering spinner shows: only once the video has waited LESSON_BUFFERING_SPINNER_DELAY_MS
 * (500 ms, spec 2 §2.6) for data, so a short wait shows nothing.
 */
export const useBuffering = (video: HTMLVideoElement | null): boolean => {
  const [buffering, setBuffering] = useState(false);
  useEffect(() => {
    if (!video) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    };
    const wait = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        setBuffering(true);
      }, LESSON_BUFFERING_SPINNER_DELAY_MS);
    };
    const got = () => {
      stop();
      setBuffering(false);
    };
    for (const name of WAIT_EVENTS) video.addEventListener(name, wait);
    for (const name of GOT_EVENTS) video.addEventListener(name, got);
    // A video that has not its first frame yet is already waiting.
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA && video.getAttribute('src')) wait();
    return () => {
      stop();
      for (const name of WAIT_EVENTS) video.removeEventListener(name, wait);
      for (const name of GOT_EVENTS) video.removeEventListener(name, got);
    };
  }, [video]);
  return buffering;
};
