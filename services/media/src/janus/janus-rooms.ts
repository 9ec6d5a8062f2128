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

/** The VideoRoom operations of the live rooms, each with the room's own secret. */
export const janusRooms = (janus: JanusAdmin, secret: string) => {
  const secretOf = (id: number) => roomSecretOf(id, secret);
  return {
    /** Creates the room unless it exists; only tokens in its allowed list may join it. */
    ensure: async (id: number, description: string): Promise<void> => {
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
          publishers: ROOM_PUBLISHERS,
          allowed: [],
          audiolevel_event: true,
          notify_joining: true,
        });
      } catch (error) {
        // Two participants asked at once: the other request created it.
        if (!(error instanceof JanusError && error.code === ROOM_EXISTS)) throw error;
      }
    },
    exists: async (id: number): Promise<boolean> =>
      (await janus.videoroom({ request: 'exists', room: id })).exists === true,
    destroy: async (id: number): Promise<void> => {
      try {
        await janus.videoroom({ request: 'destroy', room: id, secret: secretOf(id) });
      } catch (error) {
        if (!(error instanceof JanusError && error.code === NO_SUCH_ROOM)) throw error;
      }
    },
    allow: async (id: number, tokens: string[], action: 'add' | 'remove'): Promise<void> => {
      await janus.videoroom({ request: 'allowed', room: id, secret: secretOf(id), action, allowed: tokens });
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
  };
};
export type JanusRooms = ReturnType<typeof janusRooms>;
