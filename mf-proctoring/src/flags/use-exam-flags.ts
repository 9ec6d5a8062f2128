import { useEffect, useRef } from 'react';
import { watchCamera } from './camera-watch';
import type { FlagSink, FlagWatch } from './detected-flag';
import { watchFullscreenLeave } from './fullscreen-leave';
import { watchOffline } from './offline';
import { watchScreen } from './screen-watch';
import { watchTabLeave } from './tab-leave';

export interface ExamFlagWatches {
  /** The page's own: tab or window left, fullscreen left, offline. */
  page: FlagWatch[];
  camera: (track: MediaStreamTrack) => FlagWatch;
  screen: (track: MediaStreamTrack) => FlagWatch;
}

export const browserFlagWatches: ExamFlagWatches = {
  page: [watchTabLeave(), watchFullscreenLeave(), watchOffline()],
  camera: (track) => watchCamera(track),
  screen: (track) => watchScreen(track),
};

/**
 * Watches the candidate's page while the test runs for them (`active`): leaving the tab or window,
 * fullscreen or the network, and the camera and screen tracks they share (each watched from when it
 * is there; a new track is watched anew). Every flag goes to `report`.
 */
export const useExamFlags = ({
  active,
  camera,
  screen,
  report,
  watches = browserFlagWatches,
}: {
  active: boolean;
  camera: MediaStreamTrack | null;
  screen: MediaStreamTrack | null;
  report: FlagSink;
  watches?: ExamFlagWatches;
}): void => {
  const sink = useRef(report);
  sink.current = report;
  const watchesRef = useRef(watches);
  useEffect(() => {
    if (!active) return;
    const stops = watchesRef.current.page.map((watch) => watch((flag) => sink.current(flag)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [active]);
  useEffect(() => {
    if (!active || !camera) return;
    return watchesRef.current.camera(camera)((flag) => sink.current(flag));
  }, [active, camera]);
  useEffect(() => {
    if (!active || !screen) return;
    return watchesRef.current.screen(screen)((flag) => sink.current(flag));
  }, [active, screen]);
};
