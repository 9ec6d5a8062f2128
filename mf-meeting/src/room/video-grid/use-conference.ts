import type {
  Conference,
  ConferenceFollower,
  ConferenceSnapshot,
  FollowedConference,
} from '@canstring/client/media';
import type { RoomMedia, RoomParticipantView } from '@canstring/client/room';
import { holdsHostPower } from '@canstring/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useStoreInTransition } from '../../common/use-store-in-transition';
import { readDeviceChoice } from '../../device-preview/device-choice-store';

const none: ConferenceSnapshot = {
  joined: false,
  ready: false,
  local: null,
  screen: null,
  feeds: [],
  offered: [],
  publishError: null,
  failed: null,
  lost: false,
  reconnecting: false,
};
const noConference = () => () => {};

/** Whether the room lets this participant send media now: host power or presenter (as the SFU's guard). */
export const mayPublish = (me: RoomParticipantView): boolean =>
  holdsHostPower(me) || me.userMode === 'presenter';

/**
 * One value of the conference's snapshot, read at once (the screen share's state and what was
 * published must agree). The component re-renders only when that value changes, so a remote track
 * arriving redraws the grid, not the whole room, while the SFU negotiation is under way.
 */
export const useConferenceValue = <T>(
  control: Conference | null,
  pick: (snapshot: ConferenceSnapshot) => T,
): T =>
  useSyncExternalStore(control ? control.subscribe : noConference, () =>
    pick(control ? control.getSnapshot() : none),
  );

/** What the room screen itself shows of its conference; the grid and the screen-share area read the feeds. */
export interface ConferenceView {
  control: Conference | null;
  /** Why the SFU session could not be joined (or the follower's reason), else null. */
  failed: string | null;
  lost: boolean;
  /** The media server was lost and the conference joins again (on another one). */
  reconnecting: boolean;
  publishError: string | null;
  screen: MediaStream | null;
}

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

  const failed = useConferenceValue(conference, (s) => s.failed);
  const lost = useConferenceValue(conference, (s) => s.lost);
  const reconnecting = useConferenceValue(conference, (s) => s.reconnecting);
  const publishError = useConferenceValue(conference, (s) => s.publishError);
  const screen = useConferenceValue(conference, (s) => s.screen);
  return { control: conference, failed: failed ?? problem, lost, reconnecting, publishError, screen };
};
