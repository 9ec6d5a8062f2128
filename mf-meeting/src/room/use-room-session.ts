import { useApolloClient } from '@apollo/client/react';
import {
  createRoomSession,
  type RoomEntry,
  type RoomSession,
  type RoomSnapshot,
} from '@canstring/client/room';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStoreInTransition } from '../common/use-store-in-transition';
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

/** What is known only at the moment of entering: the viewer's date, and the preview's mic. */
export type EnteringNow = Pick<RoomEntry, 'currentDate' | 'audioEnabled'>;

/**
 * The room session of the meeting screen, made (not joined) when the screen mounts, with the
 * conference following it, so the join is on its way and the SFU is joined as soon as the room
 * answers. `enter` sends the join: the preview's Continue calls it in the click itself. It stops when
 * the screen unmounts (a leave is the Leave button's; a closed tab drops out after the room's grace
 * period). `entry` must keep its identity for the screen's life.
 */
export const useRoomSession = (
  entry: RoomEntry,
  guestToken: string | undefined,
): { room: EnteredRoom; entered: boolean; enter: (now: EnteringNow) => void } => {
  const client = useApolloClient();
  const [made, setMade] = useState<{ session: RoomSession; conference: ConferenceFollower } | null>(null);
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const session = createRoomSession({ client, entry, ...(guestToken ? { guestToken } : {}) });
    const conference = followConference({ session, client, guestToken });
    setMade({ session, conference });
    setEntered(false);
    return () => {
      conference.dispose();
      session.dispose();
    };
  }, [client, entry, guestToken]);
  const enter = useCallback(
    (now: EnteringNow) => {
      if (!made) return;
      void made.session.join(now);
      // Showing the room draws little (it was drawn behind the preview): done at once, while the
      // join's answer is on its way.
      setEntered(true);
    },
    [made],
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
