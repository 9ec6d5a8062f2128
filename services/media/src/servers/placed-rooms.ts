import type { JanusRooms } from '../janus/janus-rooms';
import type { RoomPlacement } from './room-placement';

/**
 * The VideoRoom operations of the live rooms, each sent to the server its room is placed on. Making a
 * room, letting tokens in and recording place it first; the others act on its server only when it
 * is on one (a room on none has no participants, publishers or recording).
 */
export const placedRooms = (placement: RoomPlacement): JanusRooms => {
  const placed = (id: number) => placement.place(id);
  const existing = (id: number) => placement.placedOn(id);
  return {
    ensure: async (id, description, publishers) =>
      (await placed(id)).rooms.ensure(id, description, publishers),
    allow: async (id, tokens, action) => (await placed(id)).rooms.allow(id, tokens, action),
    allowMade: async (id, description, tokens, publishers) =>
      (await placed(id)).rooms.allowMade(id, description, tokens, publishers),
    record: async (id, dir) => (await placed(id)).rooms.record(id, dir),
    exists: async (id) => (await existing(id))?.rooms.exists(id) ?? false,
    destroy: async (id) => {
      try {
        await (await existing(id))?.rooms.destroy(id);
      } finally {
        await placement.forget(id);
      }
    },
    participants: async (id) => (await existing(id))?.rooms.participants(id) ?? [],
    kick: async (id, feedId) => (await existing(id))?.rooms.kick(id, feedId),
    moderate: async (id, feedId, mid, mute) =>
      (await existing(id))?.rooms.moderate(id, feedId, mid, mute) ?? false,
    recordingDir: async (id) => (await existing(id))?.rooms.recordingDir(id) ?? null,
    publisherStreams: async (id) => (await existing(id))?.rooms.publisherStreams(id) ?? new Map(),
  };
};
