import { type JanusAdmin, JanusError, type JanusRoomParticipant } from './janus-admin';
import { roomSecretOf } from './janus-ids';

/** VideoRoom error codes the service expects (janus_videoroom.c). */
const NO_SUCH_ROOM = 426;
const ROOM_EXISTS = 427;
const NO_SUCH_FEED = 428;

/**
 * Publishers a VideoRoom admits at once: enough for the largest conference grid and webinar panel
 * (spec: 1 to 5 remote tiles beside oneself, several presenters), with room for screen shares.
 */
export const ROOM_PUBLISHERS = 16;

/** One m-line of a publisher as Janus reports it (its `published` and `updated` events, handle info). */
export interface PublishedStream {
  mid: string;
  /** 'audio', 'video' or 'data': what Janus negotiated, whatever the order of the client's m-lines. */
  type: string;
  /** Janus drops its packets (the VideoRoom's `moderate`); handle info does not say, so false there. */
  moderated: boolean;
  /** The publisher stopped sending it (an inactive m-line). */
  disabled: boolean;
}

/** The streams a VideoRoom report lists (`streams` of an event or of handle info); null without a list. */
export const publishedStreamsOf = (value: unknown): PublishedStream[] | null => {
  if (!Array.isArray(value)) return null;
  return value.flatMap((stream: unknown) => {
    if (!stream || typeof stream !== 'object') return [];
    const { mid, type, moderated, disabled } = stream as Record<string, unknown>;
    if (typeof mid !== 'string' || typeof type !== 'string') return [];
    return [{ mid, type, moderated: moderated === true, disabled: disabled === true }];
  });
};

/** The VideoRoom operations of the live rooms, each with the room's own secret. */
export const janusRooms = (janus: JanusAdmin, secret: string) => {
  const secretOf = (id: number) => roomSecretOf(id, secret);
  /**
   * Creates the room unless it exists; only tokens in its allowed list may join it, and only
   * those who joined may subscribe.
   */
  const ensure = async (id: number, description: string, publishers = ROOM_PUBLISHERS): Promise<void> => {
    const { exists } = await janus.videoroom({ request: 'exists', room: id });
    if (exists === true) return;
    try {
      await janus.videoroom({
        request: 'create',
        room: id,
        admin_key: secret,
        secret: secretOf(id),
        description,
        is_private: true,
        permanent: false,
        publishers,
        allowed: [],
        // Janus checks the allowed list on a publisher's join only: a subscription must name
        // the private id of a participant in the room (one joined with an allowed token).
        require_pvtid: true,
        audiolevel_event: true,
        notify_joining: true,
      });
    } catch (error) {
      // Two participants asked at once: the other request created it.
      if (!(error instanceof JanusError && error.code === ROOM_EXISTS)) throw error;
    }
  };
  const allow = async (id: number, tokens: string[], action: 'add' | 'remove'): Promise<void> => {
    await janus.videoroom({ request: 'allowed', room: id, secret: secretOf(id), action, allowed: tokens });
  };
  return {
    ensure,
    exists: async (id: number): Promise<boolean> =>
      (await janus.videoroom({ request: 'exists', room: id })).exists === true,
    destroy: async (id: number): Promise<void> => {
      try {
        await janus.videoroom({ request: 'destroy', room: id, secret: secretOf(id) });
      } catch (error) {
        if (!(error instanceof JanusError && error.code === NO_SUCH_ROOM)) throw error;
      }
    },
    allow,
    /** Puts tokens on the room's allowed list, making the room first when it does not exist. */
    allowMade: async (
      id: number,
      description: string,
      tokens: string[],
      publishers = ROOM_PUBLISHERS,
    ): Promise<void> => {
      try {
        await allow(id, tokens, 'add');
      } catch (error) {
        if (!(error instanceof JanusError && error.code === NO_SUCH_ROOM)) throw error;
        await ensure(id, description, publishers);
        await allow(id, tokens, 'add');
      }
    },
    participants: async (id: number): Promise<JanusRoomParticipant[]> => {
      const response = await janus.videoroom({ request: 'listparticipants', room: id });
      return (response.participants ?? []) as JanusRoomParticipant[];
    },
    /** Removes a participant from the SFU: Janus hangs up their media and ends their handle. */
    kick: async (id: number, feedId: number): Promise<void> => {
      try {
        await janus.videoroom({ request: 'kick', room: id, secret: secretOf(id), id: feedId });
      } catch (error) {
        if (!(error instanceof JanusError && (error.code === NO_SUCH_FEED || error.code === NO_SUCH_ROOM)))
          throw error;
      }
    },
    /**
     * Mutes or unmutes one stream of a publisher (`moderate`: Janus drops its packets before any
     * subscriber gets them, or forwards them again). False when the feed or that stream is gone.
     */
    moderate: async (id: number, feedId: number, mid: string, mute: boolean): Promise<boolean> => {
      try {
        await janus.videoroom({ request: 'moderate', room: id, secret: secretOf(id), id: feedId, mid, mute });
        return true;
      } catch (error) {
        // Janus answers an unknown feed and an unknown mid alike ("No such user", "No such stream").
        if (error instanceof JanusError && (error.code === NO_SUCH_FEED || error.code === NO_SUCH_ROOM))
          return false;
        throw error;
      }
    },
    /**
     * Records every publisher of the room into `dir` (Janus's .mjr files), those publishing later too,
     * or stops recording (`dir` null): what was written stays.
     */
    record: async (id: number, dir: string | null): Promise<void> => {
      if (dir) await janus.videoroom({ request: 'edit', room: id, secret: secretOf(id), new_rec_dir: dir });
      await janus.videoroom({
        request: 'enable_recording',
        room: id,
        secret: secretOf(id),
        record: dir !== null,
      });
    },
    /** Whether the room records now, and where (null when it does not, or does not exist). */
    recordingDir: async (id: number): Promise<string | null> => {
      const { list } = await janus.videoroom({ request: 'list', admin_key: secret });
      const found = (list as { room?: number; record?: boolean; rec_dir?: string }[] | undefined)?.find(
        (r) => r.room === id,
      );
      return found?.record ? (found.rec_dir ?? null) : null;
    },
    /**
     * The streams of a room's publishers (feed id -> streams), from the info of every handle: for a
     * publisher the service heard no event of. Costs a request per Janus session and handle.
     */
    publisherStreams: async (id: number): Promise<Map<number, PublishedStream[]>> => {
      const found = new Map<number, PublishedStream[]>();
      for (const info of await janus.videoroomHandles()) {
        if (info.type !== 'publisher' || info.room !== id || typeof info.id !== 'number') continue;
        const streams = publishedStreamsOf(info.streams);
        if (streams) found.set(info.id, streams);
      }
      return found;
    },
  };
};
export type JanusRooms = ReturnType<typeof janusRooms>;
