import type { Conference } from '@canstring/client/media';
import { createSpeakingReporter } from '@canstring/client/room';
import { useMemo, useRef } from 'react';
import { useMicReadings } from '../../device-preview/mic-level';
import { useConferenceValue } from '../video-grid/use-conference';

/**
 * Measures the mic this participant publishes (the preview meter's analyser, 0 to 100) and reports
 * it as `isSpeaking` above the threshold, at most once per 3 s (spec 3 §9), for as long as they speak.
 * It holds no level, so the ten readings a second re-render nothing.
 */
export const SpeakingReporter = ({
  conference,
  send,
}: {
  /** The conference whose published mic is measured. */
  conference: Conference | null;
  send: (level: number) => void;
}) => {
  const local = useConferenceValue(conference, (s) => s.local);
  const track = local?.getAudioTracks()[0] ?? null;
  // The analyser needs a stream with the audio track; the published one may hold the camera alone.
  const mic = useMemo(() => (track ? new MediaStream([track]) : null), [track]);
  const latest = useRef(send);
  latest.current = send;
  const report = useMemo(() => createSpeakingReporter((heard) => latest.current(heard)), []);
  // Every reading counts, also a steady one: someone speaking on is reported again after 3 s.
  useMicReadings(mic, report);
  return null;
};
