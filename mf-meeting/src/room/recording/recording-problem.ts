import { useEffect, useRef } from 'react';

/**
 * A recording that stopped by itself (the disk filled up) is told to the hosts at once, in the room's
 * alert, while the meeting goes on: the room keeps why in flags.recordingProblem until the next start.
 * Each problem is told once on this screen.
 */
export const useRecordingProblem = (
  problem: string | null | undefined,
  host: boolean,
  tell: (message: string) => void,
): void => {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!problem) {
      told.current = null;
      return;
    }
    if (!host || told.current === problem) return;
    told.current = problem;
    tell(problem);
  }, [problem, host, tell]);
};
