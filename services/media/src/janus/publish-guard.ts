import { holdsHostPower, type RoomEvent, type RoomParticipant, type RoomState } from '@canstring/contracts';
import type { Logger } from '@canstring/service-kit';
import { feedIdOf, janusRoomIdOf, screenFeedIdOf } from './janus-ids';
import type { JanusRooms } from './janus-rooms';
import { type FeedStreams, mediaRights, type SendRights, sendRightsOf } from './media-rights';

/** Who may send media in a live room: a host (by right or for now) or a presenter. */
export const mayPublish = (p: Pick<RoomParticipant, 'isHost' | 'temphost' | 'userMode'>): boolean =>
  holdsHostPower(p) || p.userMode === 'presenter';

/** What a participant may send now: anything at all, then on their camera feed their mic and camera. */
interface Rights extends SendRights {
  publish: boolean;
}

const rightsOf = (p: RoomParticipant): Rights => ({ publish: mayPublish(p), ...sendRightsOf(p) });

const sameRights = (a: Rights | undefined, b: Rights): boolean =>
  a?.publish === b.publish && a.mic === b.mic && a.camera === b.camera;

interface KnownRoom {
  /** participantId -> what they may send. */
  rights: Map<string, Rights>;
  /** The one participant whose screen feed may publish (the room's screen sharer). */
  screenSharerId: string | null;
  /** An exam's room: every candidate allowed to publish shares their screen at once. */
  exam: boolean;
}

/**
 * Keeps viewers off the SFU's stage and holds the others to their mic and camera rights. Janus's
 * VideoRoom has no per-participant rights, so the service knows each room's participants and its
 * screen sharer (from the state it read when issuing a token, then from the room events) and
 * - removes from the VideoRoom (`kick`) any participant sending media whose feed id is neither the
 *   camera feed of a participant allowed to publish now nor the screen feed of the room's screen
 *   sharer (in an exam's room, of any participant allowed to publish: every candidate shares a screen);
 * - on each camera feed it lets publish, has Janus mute the audio while the participant's mic right
 *   is off and the video while their camera right is off (media-rights; the screen feed is the
 *   screen share right's alone);
 * right after an event that changed a right, when Janus tells that someone published or
 * renegotiated, and on a timer for someone who starts publishing without any room change.
 */
export const publishGuard = (deps: { rooms: JanusRooms; secret: string; log: Logger }) => {
  const known = new Map<number, KnownRoom>();
  const media = mediaRights(deps.rooms);

  const seed = (state: RoomState) => {
    known.set(janusRoomIdOf(state.room, deps.secret), {
      rights: new Map(state.participants.map((p) => [p.participantId, rightsOf(p)])),
      screenSharerId: state.flags.screenSharerId,
      exam: state.features.exam !== null,
    });
  };

  /** Takes in one room event; answers whether someone's right to publish, mic or camera changed. */
  const apply = (event: RoomEvent): boolean => {
    const room = known.get(janusRoomIdOf(event.room, deps.secret));
    if (!room) return false;
    let changed = false;
    for (const p of event.participants) {
      const now = rightsOf(p);
      if (!sameRights(room.rights.get(p.participantId), now)) changed = true;
      room.rights.set(p.participantId, now);
    }
    for (const id of event.left) changed = room.rights.delete(id) || changed;
    if (room.screenSharerId !== event.flags.screenSharerId) {
      room.screenSharerId = event.flags.screenSharerId;
      changed = true;
    }
    return changed;
  };

  /** Takes in a publisher's streams as Janus told them (a room this guard follows only). */
  const heard = (told: FeedStreams) => {
    if (known.has(told.janusRoomId)) media.heard(told);
  };

  /** The camera feeds that may publish in a room now, each with its participant's rights. */
  const cameraFeeds = (room: KnownRoom): Map<number, SendRights> =>
    new Map(
      [...room.rights]
        .filter(([, rights]) => rights.publish)
        .map(([participantId, rights]) => [feedIdOf(participantId, deps.secret), rights]),
    );

  /**
   * Kicks the publishers of one room that may not publish and mutes or unmutes the others' mic and
   * camera as their rights want; answers the feed ids kicked.
   */
  const enforce = async (janusRoomId: number): Promise<number[]> => {
    const room = known.get(janusRoomId);
    if (!room) return [];
    if (!(await deps.rooms.exists(janusRoomId))) {
      known.delete(janusRoomId);
      media.forget(janusRoomId);
      return [];
    }
    const cameras = cameraFeeds(room);
    const sharers = room.exam
      ? [...room.rights].filter(([, rights]) => rights.publish).map(([participantId]) => participantId)
      : room.screenSharerId
        ? [room.screenSharerId]
        : [];
    const screens = new Set(sharers.map((participantId) => screenFeedIdOf(participantId, deps.secret)));
    const kicked: number[] = [];
    const publishing = new Set<number>();
    for (const p of await deps.rooms.participants(janusRoomId)) {
      if (!p.publisher) continue;
      if (cameras.has(p.id) || screens.has(p.id)) {
        publishing.add(p.id);
        continue;
      }
      await deps.rooms.kick(janusRoomId, p.id);
      kicked.push(p.id);
    }
    if (kicked.length)
      deps.log.info({ janusRoomId, kicked }, 'removed publishers without the right to publish');
    for (const feedId of cameras.keys()) if (!publishing.has(feedId)) cameras.delete(feedId);
    const moderated = await media.hold(janusRoomId, cameras, publishing);
    if (moderated.length)
      deps.log.info({ janusRoomId, moderated }, 'held publishers to their mic and camera rights');
    return kicked;
  };

  return {
    seed,
    apply,
    heard,
    enforce,
    forget: (janusRoomId: number) => {
      media.forget(janusRoomId);
      return known.delete(janusRoomId);
    },
    rooms: () => [...known.keys()],
  };
};
export type PublishGuard = ReturnType<typeof publishGuard>;
