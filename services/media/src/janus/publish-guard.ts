import { holdsHostPower, type RoomEvent, type RoomParticipant, type RoomState } from '@canstring/contracts';
import type { Logger } from '@canstring/service-kit';
import { feedIdOf, janusRoomIdOf, screenFeedIdOf } from './janus-ids';
import type { JanusRooms } from './janus-rooms';

/** Who may send media in a live room: a host (by right or for now) or a presenter. */
export const mayPublish = (p: Pick<RoomParticipant, 'isHost' | 'temphost' | 'userMode'>): boolean =>
  holdsHostPower(p) || p.userMode === 'presenter';

interface KnownRoom {
  /** participantId -> may publish the camera and mic. */
  rights: Map<string, boolean>;
  /** The one participant whose screen feed may publish (the room's screen sharer). */
  screenSharerId: string | null;
}

/**
 * Keeps viewers off the SFU's stage. Janus's VideoRoom has no per-participant publish right, so the
 * service knows each room's participants and its screen sharer (from the state it read when issuing
 * a token, then from the room events) and removes from the VideoRoom (`kick`) any participant
 * sending media whose feed id is neither the camera feed of a participant allowed to publish now
 * nor the screen feed of the room's screen sharer: right after an event that took a right away, and
 * on a timer for someone who starts publishing without any room change.
 */
export const publishGuard = (deps: { rooms: JanusRooms; secret: string; log: Logger }) => {
  const known = new Map<number, KnownRoom>();

  const seed = (state: RoomState) => {
    known.set(janusRoomIdOf(state.room), {
      rights: new Map(state.participants.map((p) => [p.participantId, mayPublish(p)])),
      screenSharerId: state.flags.screenSharerId,
    });
  };

  /** Takes in one room event; answers whether someone's right to publish changed. */
  const apply = (event: RoomEvent): boolean => {
    const room = known.get(janusRoomIdOf(event.room));
    if (!room) return false;
    let changed = false;
    for (const p of event.participants) {
      const now = mayPublish(p);
      if (room.rights.get(p.participantId) !== now) changed = true;
      room.rights.set(p.participantId, now);
    }
    for (const id of event.left) changed = room.rights.delete(id) || changed;
    if (room.screenSharerId !== event.flags.screenSharerId) {
      room.screenSharerId = event.flags.screenSharerId;
      changed = true;
    }
    return changed;
  };

  /** The feed ids that may publish in a room now. */
  const allowedFeeds = (room: KnownRoom): Set<number> => {
    const allowed = new Set(
      [...room.rights]
        .filter(([, may]) => may)
        .map(([participantId]) => feedIdOf(participantId, deps.secret)),
    );
    if (room.screenSharerId) allowed.add(screenFeedIdOf(room.screenSharerId, deps.secret));
    return allowed;
  };

  /** Kicks the publishers of one room that may not publish; answers the feed ids kicked. */
  const enforce = async (janusRoomId: number): Promise<number[]> => {
    const room = known.get(janusRoomId);
    if (!room) return [];
    if (!(await deps.rooms.exists(janusRoomId))) {
      known.delete(janusRoomId);
      return [];
    }
    const allowed = allowedFeeds(room);
    const kicked: number[] = [];
    for (const p of await deps.rooms.participants(janusRoomId)) {
      if (p.publisher && !allowed.has(p.id)) {
        await deps.rooms.kick(janusRoomId, p.id);
        kicked.push(p.id);
      }
    }
    if (kicked.length)
      deps.log.info({ janusRoomId, kicked }, 'removed publishers without the right to publish');
    return kicked;
  };

  return {
    seed,
    apply,
    enforce,
    forget: (janusRoomId: number) => known.delete(janusRoomId),
    rooms: () => [...known.keys()],
  };
};
export type PublishGuard = ReturnType<typeof publishGuard>;
