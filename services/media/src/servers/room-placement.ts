import { AppError, ErrorCode, mediaMessages } from '@canstring/contracts';
import type { Database, Logger } from '@canstring/service-kit';
import {
  forgetPlacement,
  moveRoom,
  placementOf,
  placeRoom,
  roomsPerServer,
  roomsPlacedOn,
} from '../db/room-placements-repository';
import type { MediaSchema } from '../db/schema';
import type { JanusServer } from './janus-server';
import { JANUS_PING_TIMEOUT_MS, type ServerHealth } from './server-health';
import { weightOf } from './server-load';

/** Which Janus server each VideoRoom is on. */
export interface RoomPlacement {
  readonly servers: readonly JanusServer[];
  /**
   * The room's server: the one it is placed on while that one answers, else the least-loaded
   * answering server, where the room is placed (or moved) for every instance.
   */
  place(janusRoomId: number): Promise<JanusServer>;
  /** The server the room is placed on, without placing it; undefined when it is on none. */
  placedOn(janusRoomId: number): Promise<JanusServer | undefined>;
  /** The room ended: it is on no server any more. */
  forget(janusRoomId: number): Promise<void>;
  /** Moves every room of a server that stopped answering; answers how many moved. */
  moveRoomsOf(server: string): Promise<number>;
}

const noServer = () => new AppError(ErrorCode.Unavailable, mediaMessages.sfuUnavailable);

/** With one server there is nothing to place: every room is on it. */
export const oneServerPlacement = (server: JanusServer): RoomPlacement => ({
  servers: [server],
  place: async () => server,
  placedOn: async () => server,
  forget: async () => undefined,
  moveRoomsOf: async () => 0,
});

/** Placement of rooms on several servers, kept in the media schema's room_placements table. */
export const databasePlacement = (
  servers: readonly JanusServer[],
  db: Database<MediaSchema>,
  health: ServerHealth,
  log: Logger,
): RoomPlacement => {
  const byName = new Map(servers.map((s) => [s.name, s]));

  /** Whether the server answers now (a ping), noted for the next placement. */
  const answersNow = async (server: JanusServer) => {
    const answered = await server.admin.ping(JANUS_PING_TIMEOUT_MS);
    health.pinged(server, answered);
    return answered;
  };

  /**
   * The server other than `besides` with the least load (then the fewest rooms), usable ones first
   * (answering, and not lost lately), that answers a ping now: one lost since the last check is not
   * chosen, and one back lately only when no other answers.
   */
  const leastLoaded = async (besides?: string): Promise<JanusServer> => {
    const rooms = await roomsPerServer(db);
    const candidates = servers
      .filter((s) => s.name !== besides)
      .map((server, order) => ({
        server,
        weight: weightOf(health.stateOf(server.name).load),
        rooms: rooms.get(server.name) ?? 0,
        down: health.usable(server.name) ? 0 : 1,
        order,
      }))
      .sort((a, b) => a.down - b.down || a.weight - b.weight || a.rooms - b.rooms || a.order - b.order);
    for (const { server } of candidates) if (await answersNow(server)) return server;
    throw noServer();
  };

  /**
   * Whether a room stays on its server: the server answers now, and is trusted or still holds the
   * room. One lost a moment ago that holds it did not restart (it answered slowly): the room's people
   * are on it, and moving the room would part them. One that restarted holds none of its rooms, and
   * takes none back within the hold.
   */
  const keeps = async (server: JanusServer, janusRoomId: number): Promise<boolean> => {
    if (!(await answersNow(server))) return false;
    if (health.usable(server.name)) return true;
    return server.rooms.exists(janusRoomId).catch(() => false);
  };

  const place = async (janusRoomId: number): Promise<JanusServer> => {
    const current = await placementOf(db, janusRoomId);
    const server = current === undefined ? undefined : byName.get(current);
    if (server && (await keeps(server, janusRoomId))) return server;
    const target = await leastLoaded(current);
    const now =
      current === undefined
        ? await placeRoom(db, janusRoomId, target.name)
        : await moveRoom(db, janusRoomId, current, target.name);
    if (current !== undefined && now === target.name)
      log.info({ janusRoomId, from: current, to: target.name }, 'room moved to another Janus server');
    // Another instance placed or moved it first: every instance goes where the table says.
    return (now === undefined ? undefined : byName.get(now)) ?? target;
  };

  return {
    servers,
    place,
    placedOn: async (janusRoomId) => {
      const name = await placementOf(db, janusRoomId);
      return name === undefined ? undefined : byName.get(name);
    },
    forget: (janusRoomId) => forgetPlacement(db, janusRoomId),
    moveRoomsOf: async (name) => {
      let moved = 0;
      for (const janusRoomId of await roomsPlacedOn(db, name)) {
        try {
          if ((await place(janusRoomId)).name !== name) moved += 1;
        } catch (error) {
          log.warn(
            { err: error, janusRoomId, server: name },
            'a room could not move to another Janus server',
          );
        }
      }
      return moved;
    },
  };
};
