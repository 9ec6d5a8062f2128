import { holdsHostPower, type RoomEvent, type RoomParticipant, type RoomState } from '@canstring/contracts';
import type { Logger } from '@canstring/service-kit';
import { feedIdOf, janusRoomIdOf } from './janus-ids';
import type { JanusRooms } from './janus-rooms';

/** Who may send media in a live room: a host (by right or for now) or a presenter. */
export const mayPublish = (p: Pick<RoomParticipant, 'isHost' | 'temphost' | 'userMode'>): boolean =>
  holdsHostPower(p) || p.userMode === 'presenter';

/**
 * Keeps viewers off the SFU's stage. Janus's VideoRoom has no per-participant publish right, so the
 * service knows each room's participants (from the state it read when issuing a token, then from
 * the room events) and removes from the VideoRoom (`kick`) any participant sending media whose feed
 * id is not that of a participant allowed to publish now: right after an event that took the right
 * away, and on a timer for a viewer who starts publishing without any room change.
 */
export const publishGuard = (deps: { rooms: JanusRooms; secret: string; log: Logger }) => {
  /** janusRoomId -> participantId -> may publish. */
  const known = new Map<number, Map<string, boolean>>();

  const seed = (state: RoomState) => {
    known.set(
      janusRoomIdOf(state.room),
      new Map(state.participants.map((p) => [p.participantId, mayPublish(p)])),
    );
  };

  /** Takes in one room event; answers whether someone's right to publish changed. */
  const apply = (event: RoomEvent): boolean => {
    const rights = known.get(janusRoomIdOf(event.room));
    if (!rights) return false;
    let changed = false;
    for (const p of event.participants) {
      const now = mayPublish(p);
      if (rights.get(p.participantId) !== now) changed = true;
      rights.set(p.participantId, now);
    }
    for (const id of event.left) changed = rights.delete(id) || changed;
    return changed;
  };

  /** Kicks the publishers of one room that may not publish; answers the feed ids kicked. */
  const enforce = async (janusRoomId: number): Promise<number[]> => {
    const rights = known.get(janusRoomId);
    if (!rights) return [];
    if (!(await deps.rooms.exists(janusRoomId))) {
      known.delete(janusRoomId);
      return [];
    }
    const allowed = new Set(
      [...rights].filter(([, may]) => may).map(([participantId]) => feedIdOf(participantId, deps.secret)),
    );
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
