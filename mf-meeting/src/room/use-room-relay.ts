import type { RelayListener, RoomSession } from '@canstring/client/room';
import type { RoomSignalMethod } from '@canstring/contracts';
import { useEffect, useRef } from 'react';

/**
 * Hears `method` signals the room relays while the component is shown (a feature's live content:
 * strokes, page moves, playback). The latest `listener` is called; it need not be stable. What the
 * room kept before (a late joiner's starting point) is in the snapshot: `snapshot.view.features`.
 */
export const useRoomRelay = <M extends RoomSignalMethod>(
  session: RoomSession | null,
  method: M,
  listener: RelayListener<M>,
): void => {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!session) return;
    return session.onRelay(method, (payload, from) => latest.current(payload, from));
  }, [session, method]);
};
