import { useApolloClient } from '@apollo/client/react';
import {
  createRoomSession,
  type RoomEntry,
  type RoomSession,
  type RoomSnapshot,
  roomWindowId,
} from '@canstring/client/room';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStoreInTransition } from '../common/use-store-in-transition';
import { useViewerClock } from '../common/viewer-clock';
import { type ConferenceFollower, followConference } from './video-grid/conference-follower';

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
const beforeJoining = () => before;

/** The room of the meeting screen: its session, the conference following it, and what it shows now. */
export interface EnteredRoom {
  session: RoomSession | null;
  conference: ConferenceFollower | null;
  snapshot: RoomSnapshot;
}

/** Which room, and as whom: the rest of the entry is this window's and the moment's. */
export interface RoomDoor {
  alias: string;
  asHost: boolean;
}

/**
 * The room session of the meeting screen, made (not joined) when the screen mounts, with the
 * conference following it, so the join is on its way and the SFU is joined as soon as the room
 * answers. `enter` sends the join with the viewer's date and zone at that moment and the mic as the
 * preview left it: the preview's Continue calls it in the click itself. It stops when the screen
 * unmounts (a leave is the Leave button's; a closed tab drops out after the room's grace period).
 */
export const useRoomSession = (
  { alias, asHost }: RoomDoor,
  guestToken: string | undefined,
): { room: EnteredRoom; entered: boolean; enter: (mic: { audioEnabled: boolean }) => void } => {
  const client = useApolloClient();
  const clock = useViewerClock();
  const [made, setMade] = useState<{ session: RoomSession; conference: ConferenceFollower } | null>(null);
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const entry: RoomEntry = {
      alias,
      asHost,
      currentDate: clock.now().toISOString(),
      zone: clock.zone(),
      windowId: roomWindowId(),
    };
    const session = createRoomSession({ client, entry, ...(guestToken ? { guestToken } : {}) });
    const conference = followConference({ session, client, guestToken });
    setMade({ session, conference });
    setEntered(false);
    return () => {
      conference.dispose();
      session.dispose();
    };
  }, [client, clock, alias, asHost, guestToken]);
  const enter = useCallback(
    ({ audioEnabled }: { audioEnabled: boolean }) => {
      if (!made) return;
      void made.session.join({ currentDate: clock.now().toISOString(), zone: clock.zone(), audioEnabled });
      // Showing the room draws little (it was drawn behind the preview): done at once, while the
      // join's answer is on its way.
      setEntered(true);
    },
    [made, clock],
  );
  const session = made?.session ?? null;
  const conference = made?.conference ?? null;
  const snapshot = useStoreInTransition(
    session ? session.subscribe : noSession,
    session ? session.getSnapshot : beforeJoining,
  );
  const room = useMemo(() => ({ session, conference, snapshot }), [session, conference, snapshot]);
  return { room, entered, enter };
};
