import { startTransition, useEffect, useState } from 'react';

/**
 * Reads an external store (the room session, its conference) and re-renders on its changes as a
 * transition: React renders the room in slices and lets the page's other work run between them, so
 * the SFU negotiation's WebSocket and WebRTC callbacks are not held up behind a large render.
 * `subscribe` and `getSnapshot` must be stable for one store (a new pair reads the new store).
 */
export const useStoreInTransition = <T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
): T => {
  const [value, setValue] = useState(getSnapshot);
  useEffect(() => {
    const read = () => startTransition(() => setValue(getSnapshot));
    // A change between the render and this effect is not missed.
    read();
    return subscribe(read);
  }, [subscribe, getSnapshot]);
  return value;
};
