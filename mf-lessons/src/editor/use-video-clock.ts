import { useCallback, useEffect, useState } from 'react';

export interface VideoClock {
  /** Seconds into the video. */
  position: number;
  /** Seconds; the lesson's probed duration until the video tells its own. */
  duration: number;
  playing: boolean;
  seek: (seconds: number) => void;
  play: () => void;
  pause: () => void;
}

/** Where a `<video>` stands, kept current by its events, and the controls the editor's bar uses. */
export const useVideoClock = (video: HTMLVideoElement | null, knownDuration: number): VideoClock => {
  const [position, setPosition] = useState(0);
  const [ownDuration, setDuration] = useState<number | null>(null);
  const duration = ownDuration ?? knownDuration;
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!video) return;
    const onTime = () => setPosition(video.currentTime);
    const onDuration = () => {
      if (Number.isFinite(video.duration) && video.duration > 0) setDuration(video.duration);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onTime);
    video.addEventListener('durationchange', onDuration);
    video.addEventListener('loadedmetadata', onDuration);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onTime);
      video.removeEventListener('durationchange', onDuration);
      video.removeEventListener('loadedmetadata', onDuration);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
    };
  }, [video]);
  const seek = useCallback(
    (seconds: number) => {
      const to = Math.max(0, Math.min(seconds, duration || seconds));
      setPosition(to);
      if (video) video.currentTime = to;
    },
    [video, duration],
  );
  const play = useCallback(() => {
    void video?.play().catch(() => setPlaying(false));
  }, [video]);
  const pause = useCallback(() => video?.pause(), [video]);
  return { position, duration, playing, seek, play, pause };
};
