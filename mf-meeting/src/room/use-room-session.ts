import { useApolloClient } from '@apollo/client/react';
import {
  createRoomSession,
  type RoomEntry,
  type RoomSession,
  type RoomSnapshot,
} from '@canstring/client/room';
import { useEffect, useState, useSyncExternalStore } from 'react';

const before: RoomSnapshot = {
  status: 'joining',
  participantId: null,
  view: null,
  disconnected: false,
  problem: null,
  endReason: null,
  media: { videoEnabled: false, audioEnabled: false },
  speaking: {},
  mediaPass: null,
};
const noSession = () => () => {};

/**
 * The room session of this screen: made and joined when the screen mounts, stopped when it unmounts
 * (a leave is the Leave button's; a closed tab drops out after the room's grace period).
 */
export const useRoomSession = (
  entry: RoomEntry,
  guestToken: string | undefined,
): { session: RoomSession | null; snapshot: RoomSnapshot } => {
  const client = useApolloClient();
  const [session, setSession] = useState<RoomSession | null>(null);
  const { alias, currentDate, zone, windowId, asHost } = entry;
  useEffect(() => {
    const made = createRoomSession({
      client,
      entry: { alias, currentDate, zone, windowId, asHost },
      ...(guestToken ? { guestToken } : {}),
    });
    setSession(made);
    void made.join();
    return () => made.dispose();
  }, [client, alias, currentDate, zone, windowId, asHost, guestToken]);
  const snapshot = useSyncExternalStore(
    session ? session.subscribe : noSession,
    session ? session.getSnapshot : () => before,
  );
  return { session, snapshot };
};
