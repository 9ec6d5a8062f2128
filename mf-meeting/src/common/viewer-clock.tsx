import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** Where the meeting screens read the time and the viewer's zone; tests give a fixed one. */
export interface ViewerClock {
  now(): Date;
  /** The viewer's IANA time zone, sent to the server for every time rule. */
  zone(): string;
}

export const systemClock: ViewerClock = {
  now: () => new Date(),
  zone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
};

const ClockContext = createContext<ViewerClock>(systemClock);

export const ClockProvider = ({ clock, children }: { clock: ViewerClock; children: ReactNode }) => (
  <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>
);

export const useViewerClock = (): ViewerClock => useContext(ClockContext);

/** The clock's time, read again every `everyMs` so "ended" states change while the page is open. */
export const useNow = (everyMs = 30_000): Date => {
  const clock = useViewerClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
};
