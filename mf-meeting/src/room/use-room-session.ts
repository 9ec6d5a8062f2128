import { useApolloClient } from '@apollo/client/react';
import {
  createRoomSession,
  type RoomEntry,
  type RoomSession,
  type RoomSnapshot,
} from '@canstring/client/room';
import { useEffect, useState } from 'react';
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

/**
 * The room session of this screen: made and joined when the screen mounts, stopped when it unmounts
 * (a leave is the Leave button's; a closed tab drops out after the room's grace period). Its
 * conference follows it from the start, so the SFU is joined as soon as the room answers.
 */
export const useRoomSession = (
  entry: RoomEntry,
  guestToken: string | undefined,
): { session: RoomSession | null; conference: ConferenceFollower | null; snapshot: RoomSnapshot } => {
  const client = useApolloClient();
  const [live, setLive] = useState<{ session: RoomSession; conference: ConferenceFollower } | null>(null);
  const { alias, currentDate, zone, windowId, asHost } = entry;
  useEffect(() => {
    const made = createRoomSession({
      client,
      entry: { alias, currentDate, zone, windowId, asHost },
      ...(guestToken ? { guestToken } : {}),
    });
    const conference = followConference({ session: made, client, guestToken });
    setLive({ session: made, conference });
    void made.join();
    return () => {
      conference.dispose();
      made.dispose();
    };
  }, [client, alias, currentDate, zone, windowId, asHost, guestToken]);
  const session = live?.session ?? null;
  const snapshot = useStoreInTransition(
    session ? session.subscribe : noSession,
    session ? session.getSnapshot : beforeJoining,
  );
  return { session, conference: live?.conference ?? null, snapshot };
};
