import type { FlagWatch } from './detected-flag';

/** What a screen capture shows, where the browser tells it (Chromium, Firefox); null where it does not. */
export const surfaceOf = (track: MediaStreamTrack): string | null => {
  const settings = track.getSettings() as MediaTrackSettings & { displaySurface?: string };
  return settings.displaySurface ?? null;
};

/**
 * The shared screen: flagged when it is something other than a whole screen (a window or a tab; the
 * surface is the detail) and when the share stops (the browser's own Stop button, or the capture ends).
 */
export const watchScreen =
  (track: MediaStreamTrack): FlagWatch =>
  (report) => {
    const surface = surfaceOf(track);
    if (surface !== null && surface !== 'monitor') report({ kind: 'notWholeScreen', detail: surface });
    if (track.readyState === 'ended') {
      report({ kind: 'screenShareStopped' });
      return () => {};
    }
    const onEnded = () => report({ kind: 'screenShareStopped' });
    track.addEventListener('ended', onEnded);
    return () => track.removeEventListener('ended', onEnded);
  };
