import type { ApolloClient } from '@apollo/client';
import {
  type ConferenceFollower,
  type FollowedConference,
  followConference,
} from '../media/conference-follower';
import type { JanusLibrary } from '../media/janus-library';
import type { RoomSession } from '../room/room-session';

/** The exam room's conference now, or why there is none. */
export type ExamMedia = FollowedConference;

/**
 * The exam room's conference on the SFU, following the room session as a meeting's does, of chosen
 * feeds only: an examiner watches on demand; a candidate receives nothing.
 */
export const followExamMedia = ({
  session,
  client,
  library,
}: {
  session: RoomSession;
  client: ApolloClient;
  library?: () => Promise<JanusLibrary>;
}): ConferenceFollower =>
  followConference({ session, client, feeds: 'chosen', ...(library ? { library } : {}) });
