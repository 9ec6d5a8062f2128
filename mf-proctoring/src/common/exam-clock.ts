import { callDuration, EXAM_TIMER_TICK_MS } from '@canstring/contracts';
import { useEffect, useState } from 'react';

/** Whole seconds from `from` to `to` (never negative). */
export const secondsBetween = (from: string, to: Date): number =>
  Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / 1000));

/** A number of seconds as the exam timer shows it: MM:SS, or HH:MM:SS from the first hour (spec 3 §4). */
export const timerText = (seconds: number): string => callDuration(seconds * 1000);

/** The time now, renewed every exam tick while `running` (a timer on screen). */
export const useNow = (running: boolean): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), EXAM_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
};

/**
 * The seconds a timer shows: from `startedAt` to `stoppedAt`, or to now while it runs; 0 before a
 * start.
 */
export const useTimerSeconds = (startedAt: string | null, stoppedAt: string | null): number => {
  const now = useNow(Boolean(startedAt && !stoppedAt));
  if (!startedAt) return 0;
  return secondsBetween(startedAt, stoppedAt ? new Date(stoppedAt) : now);
};
