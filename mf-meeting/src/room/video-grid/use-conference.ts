import type { Conference, ConferenceSnapshot } from '@canstring/client/media';
import type { RoomMedia, RoomParticipantView } from '@canstring/client/room';
import { holdsHostPower } from '@canstring/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useStoreInTransition } from '../../common/use-store-in-transition';
import { readDeviceChoice } from '../../device-preview/device-choice-store';
import type { ConferenceFollower, FollowedConference } from './conference-follower';

const none: ConferenceSnapshot = {
  joined: false,
  local: null,
  screen: null,
  feeds: [],
  publishError: null,
  failed: null,
  lost: false,
};
const noConference = () => () => {};
const nothingYet = () => none;

/** Whether the room lets this participant send media now: host power or presenter (as the SFU's guard). */
export const mayPublish = (me: RoomParticipantView): boolean =>
  holdsHostPower(me) || me.userMode === 'presenter';

/** What the room shows of its conference, and the conference itself for the screen share. */
export type ConferenceView = ConferenceSnapshot & { control: Conference | null };

export interface ConferenceInput {
  /** The room session's conference (started by the session as it enters the room). */
  follower: ConferenceFollower | null;
  me: RoomParticipantView | undefined;
  media: RoomMedia;
}

const noFollower = () => () => {};
const notFollowed: FollowedConference = { conference: null, problem: null };
const notFollowing = () => notFollowed;

/**
 * The room's conference as the screen shows it: sending the camera and mic only while the room
 * allows them and the toolbar has them on; a grant taken away (room events) stops them at once.
 */
export const useConference = ({ follower, me, media }: ConferenceInput): ConferenceView => {
  const { conference, problem } = useStoreInTransition(
    follower ? follower.subscribe : noFollower,
    follower ? follower.get : notFollowing,
  );

  const allowed = me ? mayPublish(me) : false;
  const video = allowed && (me?.camAllowed ?? false) && media.videoEnabled;
  const audio = allowed && (me?.micAllowed ?? false) && media.audioEnabled;
  useEffect(() => {
    if (!conference) return;
    const choice = readDeviceChoice();
    conference.setSending({
      video,
      audio,
      ...(choice?.cameraId ? { videoDeviceId: choice.cameraId } : {}),
      ...(choice?.micId ? { audioDeviceId: choice.micId } : {}),
    });
  }, [conference, video, audio]);

  // Read at once, not as a transition: the screen share's state and what was published must agree.
  const snapshot = useSyncExternalStore(
    conference ? conference.subscribe : noConference,
    conference ? conference.getSnapshot : nothingYet,
  );
  return {
    ...snapshot,
    ...(problem && !snapshot.failed ? { failed: problem } : {}),
    control: conference,
  };
};
