import type { ApolloClient } from '@apollo/client';
import { CONFERENCE_JOIN_RETRY_MS, type RoomMediaToken } from '@canstring/contracts';
import type { RoomSession } from '../room/room-session';
import { createStore } from '../store';
import { type Conference, type ConferenceOptions, createConference } from './conference';
import type { JanusLibrary } from './janus-library';
import { fetchRoomMediaPass } from './media-pass';
import type { PreviewSession } from './preview-session';

/** The conference of the room now, or why there is none. */
export interface FollowedConference {
  conference: Conference | null;
  /** Why the conference could not be joined (no pass, or Janus refused it); it is tried again. */
  problem: string | null;
}

export interface ConferenceFollower {
  subscribe(listener: () => void): () => void;
  get(): FollowedConference;
  dispose(): void;
}

const nothing: FollowedConference = { conference: null, problem: null };

/**
 * The room's conference on the SFU, started the moment the session is in the room: from the
 * session's own change (the join answer brings the SFU pass), not at the next render, so entering
 * waits for no screen to be drawn. It ends when the participant is no longer in the room, and a new
 * participant (a rejoin of the room) gets a new one. A conference that could not be joined (the
 * gateway gave no pass, or Janus refused it or could not be reached) says why and is made again with
 * a fresh pass CONFERENCE_JOIN_RETRY_MS later. Without WebRTC (jsdom) there is none.
 */
export const followConference = ({
  session,
  client,
  guestToken,
  preview,
  feeds,
  library,
}: {
  session: RoomSession;
  client: ApolloClient;
  guestToken?: string | undefined;
  /** The device preview's SFU session: the first conference goes on in it when its pass allows. */
  preview?: PreviewSession;
  /** Which feeds the conference receives (every publisher by default). */
  feeds?: ConferenceOptions['feeds'];
  /** The janus.js library to use (the bench's and tests' own). */
  library?: () => Promise<JanusLibrary>;
}): ConferenceFollower => {
  const followed = createStore(nothing);
  let participantId: string | null = null;
  let disposed = false;
  const set = followed.set;

  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    followed.get().conference?.dispose();
    if (followed.get() !== nothing) set(nothing);
  };

  const start = (forParticipant: string, firstPass: RoomMediaToken | null) => {
    const mine = () => !disposed && participantId === forParticipant;
    // A rejoin after a lost connection, or a retry, asks the gateway for a fresh pass.
    const askPass = () => fetchRoomMediaPass(client, forParticipant, guestToken);
    const failed = (why: string) => {
      set({ conference: null, problem: why });
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (mine()) start(forParticipant, null);
      }, CONFERENCE_JOIN_RETRY_MS);
    };
    const enter = (pass: RoomMediaToken) => {
      if (!mine()) return;
      const opened = preview?.take(pass.token);
      const made = createConference({
        pass,
        participantId: forParticipant,
        renewPass: askPass,
        ...(opened ? { opened } : {}),
        ...(feeds ? { feeds } : {}),
        ...(library ? { library } : {}),
      });
      // Failed before it ever joined (a lost one that could not rejoin is the room's to say).
      const unwatch = made.subscribe(() => {
        const { failed: why, lost } = made.getSnapshot();
        if (!why || lost || followed.get().conference !== made) return;
        unwatch();
        made.dispose();
        failed(why);
      });
      set({ conference: made, problem: null });
    };
    if (firstPass) enter(firstPass);
    else
      void askPass().then(enter, (error: unknown) => {
        if (mine()) failed(error instanceof Error ? error.message : String(error));
      });
  };

  const follow = () => {
    if (disposed) return;
    const snapshot = session.getSnapshot();
    const now = snapshot.status === 'live' ? snapshot.participantId : null;
    if (now === participantId) return;
    participantId = now;
    stop();
    if (now) start(now, snapshot.mediaPass);
  };

  const webrtc = typeof RTCPeerConnection !== 'undefined';
  const unfollow = webrtc ? session.subscribe(follow) : () => undefined;
  if (webrtc) follow();

  return {
    subscribe: followed.subscribe,
    get: followed.get,
    dispose: () => {
      if (disposed) return;
      unfollow();
      stop();
      disposed = true;
      followed.clear();
    },
  };
};
