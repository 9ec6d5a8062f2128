import { START_HINT_MS, START_REMINDER_MS, TOAST_DURATION_MS } from '@canstring/contracts';
import { useEffect, useRef, useState } from 'react';

/**
 * While the meeting is not started, its host is told 'Session not started yet.No one can hear you !'
 * every 10 s (each time for a toast's 3 s), and after 5 s hinted to press start (spec 3 §4).
 */
export const useStartReminders = (active: boolean): { reminder: boolean; hint: boolean } => {
  const [reminder, setReminder] = useState(false);
  const [hint, setHint] = useState(false);
  useEffect(() => {
    if (!active) {
      setReminder(false);
      setHint(false);
      return;
    }
    let hide: ReturnType<typeof setTimeout> | undefined;
    const remind = () => {
      setReminder(true);
      clearTimeout(hide);
      hide = setTimeout(() => setReminder(false), TOAST_DURATION_MS);
    };
    remind();
    const every = setInterval(remind, START_REMINDER_MS);
    const hinted = setTimeout(() => setHint(true), START_HINT_MS);
    return () => {
      clearInterval(every);
      clearTimeout(hinted);
      clearTimeout(hide);
    };
  }, [active]);
  return { reminder, hint };
};

/** Runs `then` once, `afterMs` after `when` turns true (a refusal, removal or ending, then away). */
export const useAfter = (when: boolean, afterMs: number, then: () => void): void => {
  // The latest `then` is called; the timer itself keys on the condition alone.
  const latest = useRef(then);
  latest.current = then;
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => latest.current(), afterMs);
    return () => clearTimeout(timer);
  }, [when, afterMs]);
};
