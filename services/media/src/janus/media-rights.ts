import type { RoomParticipant } from '@canstring/contracts';
import type { JanusRooms, PublishedStream } from './janus-rooms';

/** What a participant allowed to publish may send on their camera feed: each by its own right. */
export interface SendRights {
  mic: boolean;
  camera: boolean;
}

export const sendRightsOf = (p: Pick<RoomParticipant, 'micAllowed' | 'camAllowed'>): SendRights => ({
  mic: p.micAllowed,
  camera: p.camAllowed,
});

/** Whether Janus should drop a stream: audio without the mic right, video without the camera right. */
const heldBack = (type: string, rights: SendRights): boolean =>
  (type === 'audio' && !rights.mic) || (type === 'video' && !rights.camera);

/** A publisher's streams as Janus told them in an event (a publish, or a renegotiation). */
export interface FeedStreams {
  janusRoomId: number;
  feedId: number;
  streams: PublishedStream[];
}

/** One stream muted or unmuted. */
export interface Moderation {
  feedId: number;
  mid: string;
  type: string;
  mute: boolean;
}

/**
 * Holds each publisher's mic and camera to the participant's rights: the host's "mute all" or
 * "disable all cameras" reaches the SFU, not only the browser, which a modified client could ignore.
 * Janus's VideoRoom mutes one stream (m-line) at a time (`moderate`) and drops its packets, so the
 * service keeps each publisher's streams as Janus reported them, with which are muted: from Janus's
 * events (`published`: new streams, none muted; `updated`: a renegotiation, with those muted), else
 * from the handle info of the admin API (where Janus does not tell which are muted: none, as a new
 * publish has). Only a stream whose state differs from what the rights want is moderated.
 */
export const mediaRights = (rooms: JanusRooms) => {
  /** janusRoomId -> feedId -> its streams as Janus has them now. */
  const feeds = new Map<number, Map<number, PublishedStream[]>>();
  const feedsOf = (janusRoomId: number) => {
    const room = feeds.get(janusRoomId) ?? new Map<number, PublishedStream[]>();
    feeds.set(janusRoomId, room);
    return room;
  };

  /** Janus told of a publisher's streams. */
  const heard = (told: FeedStreams) => {
    feedsOf(told.janusRoomId).set(
      told.feedId,
      told.streams.map((stream) => ({ ...stream })),
    );
  };

  /**
   * Mutes and unmutes the streams of the camera feeds publishing now (feed id -> its participant's
   * rights) as their rights want; answers what changed. A feed no longer publishing is forgotten:
   * when it publishes again Janus makes new streams, unmuted.
   */
  const hold = async (
    janusRoomId: number,
    cameras: Map<number, SendRights>,
    publishing: Set<number>,
  ): Promise<Moderation[]> => {
    const known = feedsOf(janusRoomId);
    for (const feedId of known.keys()) if (!publishing.has(feedId)) known.delete(feedId);
    // Streams no event told of are asked only when a right is off: a stream is unmuted by default.
    const unknown = [...cameras].filter(
      ([feedId, rights]) => !known.has(feedId) && !(rights.mic && rights.camera),
    );
    if (unknown.length) {
      const found = await rooms.publisherStreams(janusRoomId);
      for (const [feedId] of unknown) {
        const streams = found.get(feedId);
        if (streams) known.set(feedId, streams);
      }
    }
    const changed: Moderation[] = [];
    for (const [feedId, rights] of cameras) {
      for (const stream of known.get(feedId) ?? []) {
        const mute = heldBack(stream.type, rights);
        if (stream.disabled || stream.moderated === mute) continue;
        if (!(await rooms.moderate(janusRoomId, feedId, stream.mid, mute))) {
          // Gone meanwhile (left, or renegotiated): what Janus reports next is taken afresh.
          known.delete(feedId);
          break;
        }
        stream.moderated = mute;
        changed.push({ feedId, mid: stream.mid, type: stream.type, mute });
      }
    }
    return changed;
  };

  return { heard, hold, forget: (janusRoomId: number) => feeds.delete(janusRoomId) };
};
