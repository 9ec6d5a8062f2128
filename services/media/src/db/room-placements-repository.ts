import type { Database } from '@canstring/service-kit';
import { and, count, eq } from 'drizzle-orm';
import { type MediaSchema, roomPlacements } from './schema';

type MediaDatabase = Database<MediaSchema>;

/** The server a VideoRoom is placed on, or undefined. */
export const placementOf = async (db: MediaDatabase, janusRoomId: number): Promise<string | undefined> => {
  const [row] = await db
    .select({ server: roomPlacements.server })
    .from(roomPlacements)
    .where(eq(roomPlacements.janusRoomId, janusRoomId));
  return row?.server;
};

/** Places a room unless another instance placed it first; answers where it is now. */
export const placeRoom = async (db: MediaDatabase, janusRoomId: number, server: string): Promise<string> => {
  await db.insert(roomPlacements).values({ janusRoomId, server }).onConflictDoNothing();
  return (await placementOf(db, janusRoomId)) ?? server;
};

/**
 * Moves a room from `from` to `to` unless another instance moved it meanwhile (or it ended); answers
 * where it is now (undefined when it has no placement any more).
 */
export const moveRoom = async (
  db: MediaDatabase,
  janusRoomId: number,
  from: string,
  to: string,
): Promise<string | undefined> => {
  await db
    .update(roomPlacements)
    .set({ server: to, placedAt: new Date() })
    .where(and(eq(roomPlacements.janusRoomId, janusRoomId), eq(roomPlacements.server, from)));
  return placementOf(db, janusRoomId);
};

export const forgetPlacement = async (db: MediaDatabase, janusRoomId: number): Promise<void> => {
  await db.delete(roomPlacements).where(eq(roomPlacements.janusRoomId, janusRoomId));
};

export const roomsPlacedOn = async (db: MediaDatabase, server: string): Promise<number[]> =>
  (
    await db
      .select({ id: roomPlacements.janusRoomId })
      .from(roomPlacements)
      .where(eq(roomPlacements.server, server))
  ).map((r) => r.id);

/** How many rooms each server holds (servers with none are absent). */
export const roomsPerServer = async (db: MediaDatabase): Promise<Map<string, number>> => {
  const rows = await db
    .select({ server: roomPlacements.server, rooms: count() })
    .from(roomPlacements)
    .groupBy(roomPlacements.server);
  return new Map(rows.map((r) => [r.server, Number(r.rooms)]));
};
