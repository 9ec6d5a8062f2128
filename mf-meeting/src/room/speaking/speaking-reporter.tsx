import { createSpeakingReporter } from '@canstring/client/room';
import { useEffect, useMemo, useRef } from 'react';
import { useMicLevel } from '../../device-preview/mic-level';

/**
 * Measures the mic this participant publishes (the preview meter's analyser, 0 to 100) and reports
 * it as `isSpeaking` above the threshold, at most once per 3 s (spec 3 §9). A component of its own so
 * the ten readings a second re-render nothing else.
 */
export const SpeakingReporter = ({
  local,
  send,
}: {
  /** What this browser publishes now (camera and mic), or null. */
  local: MediaStream | null;
  send: (level: number) => void;
}) => {
  const track = local?.getAudioTracks()[0] ?? null;
  // The analyser needs a stream with the audio track; the published one may hold the camera alone.
  const mic = useMemo(() => (track ? new MediaStream([track]) : null), [track]);
  const level = useMicLevel(mic);
  const latest = useRef(send);
  latest.current = send;
  const report = useMemo(() => createSpeakingReporter((heard) => latest.current(heard)), []);
  useEffect(() => {
    if (mic) report(level);
  }, [mic, level, report]);
  return null;
};
