import { useEffect, useRef, useState } from 'react';

/**
 * Spec 3 §8: a stream error of the selected candidate clears the examiner's videos and says so. A
 * stream the examiner was receiving for this candidate that goes away (the share stopped, the
 * candidate's connection failed) is that error; it clears when another candidate is selected or
 * both streams come back.
 */
export const useStreamError = (
  selected: string | null,
  screen: MediaStream | null,
  camera: MediaStream | null,
): boolean => {
  const had = useRef({ selected, screen: false, camera: false });
  const [error, setError] = useState(false);
  useEffect(() => {
    const seen = had.current;
    if (seen.selected !== selected) {
      had.current = { selected, screen: Boolean(screen), camera: Boolean(camera) };
      setError(false);
      return;
    }
    const lost = (seen.screen && !screen) || (seen.camera && !camera);
    if (lost) setError(true);
    else if (screen && camera) setError(false);
    had.current = {
      selected,
      screen: seen.screen && !screen ? false : seen.screen || Boolean(screen),
      camera: seen.camera && !camera ? false : seen.camera || Boolean(camera),
    };
  }, [selected, screen, camera]);
  return error;
};
