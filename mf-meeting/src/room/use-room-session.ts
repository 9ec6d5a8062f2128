import { useApolloClient } from '@apollo/client/react';
import {
  createRoomSession,
  type RoomEntry,
  type RoomSession,
  type RoomSnapshot,
} from '@canstring/client/room';
import { useCallback, useEffect, useState } from 'react';
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

/** The room this screen entered: its session, the conference following it, and what it shows now. */
export interface EnteredRoom {
  session: RoomSession | null;
  conference: ConferenceFollower | null;
  snapshot: RoomSnapshot;
}

/**
 * The room session of the meeting screen. `enter` makes it and sends the join at once (the preview's
 * Continue calls it in the click itself, so the join is on its way before anything is drawn); it
 * stops when the screen unmounts (a leave is the Leave button's; a closed tab drops out after the
 * room's grace period). Its conference follows it from the start, so the SFU is joined as soon as
 * the room answers.
 */
export const useRoomSession = (
  guestToken: string | undefined,
): EnteredRoom & { enter: (entry: RoomEntry) => void } => {
  const client = useApolloClient();
  const [live, setLive] = useState<{ session: RoomSession; conference: ConferenceFollower } | null>(null);
  const enter = useCallback(
    (entry: RoomEntry) => {
      const session = createRoomSession({ client, entry, ...(guestToken ? { guestToken } : {}) });
      const conference = followConference({ session, client, guestToken });
      void session.join();
      setLive({ session, conference });
    },
    [client, guestToken],
  );
  useEffect(
    () => () => {
      live?.conference.dispose();
      live?.session.dispose();
    },
    [live],
  );
  const session = live?.session ?? null;
  const snapshot = useStoreInTransition(
    session ? session.subscribe : noSession,
    session ? session.getSnapshot : beforeJoining,
  );
  return { session, conference: live?.conference ?? null, snapshot, enter };
};
