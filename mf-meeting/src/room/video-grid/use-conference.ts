import { useApolloClient } from '@apollo/client/react';
import {
  type Conference,
  type ConferenceSnapshot,
  createConference,
  fetchRoomMediaPass,
} from '@canstring/client/media';
import type { RoomMedia, RoomParticipantView } from '@canstring/client/room';
import { holdsHostPower, type RoomMediaToken } from '@canstring/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readDeviceChoice } from '../../device-preview/device-choice-store';

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

/** Whether the room lets this participant send media now: host power or presenter (as the SFU's guard). */
export const mayPublish = (me: RoomParticipantView): boolean =>
  holdsHostPower(me) || me.userMode === 'presenter';

/** What the room shows of its conference, and the conference itself for the screen share. */
export type ConferenceView = ConferenceSnapshot & { control: Conference | null };

export interface ConferenceInput {
  /** The participant in the room; null while not (yet) in it. */
  participantId: string | null;
  /** The pass the join brought; without one the gateway is asked for it. */
  firstPass: RoomMediaToken | null;
  me: RoomParticipantView | undefined;
  media: RoomMedia;
  guestToken: string | undefined;
}

/**
 * The room's conference on the SFU while the participant is in the room: joined with the pass the
 * join brought (or asked for), sending the camera and mic only while the room allows them and the
 * toolbar has them on; a grant taken away (room events) stops them at once. Without WebRTC (jsdom)
 * there is none.
 */
export const useConference = ({
  participantId,
  firstPass,
  me,
  media,
  guestToken,
}: ConferenceInput): ConferenceView => {
  const client = useApolloClient();
  const [conference, setConference] = useState<Conference | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!participantId || typeof RTCPeerConnection === 'undefined') return;
    let made: Conference | null = null;
    let gone = false;
    // A rejoin after a lost connection asks the gateway for a fresh pass.
    const askPass = () => fetchRoomMediaPass(client, participantId, guestToken);
    const enter = (pass: RoomMediaToken) => {
      if (gone) return;
      made = createConference({ pass, participantId, renewPass: askPass });
      setConference(made);
    };
    if (firstPass) enter(firstPass);
    else
      void askPass().then(enter, (error: unknown) =>
        setProblem(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      gone = true;
      made?.dispose();
      setConference(null);
    };
  }, [client, participantId, firstPass, guestToken]);

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

  const snapshot = useSyncExternalStore(
    conference ? conference.subscribe : noConference,
    conference ? conference.getSnapshot : () => none,
  );
  return {
    ...snapshot,
    ...(problem && !snapshot.failed ? { failed: problem } : {}),
    control: conference,
  };
};
