import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { RoomDatabase, RoomTx } from './room-store';
import { seats } from './schema';

/** Gives the owner a new seat in the room until `expiresAt`; seats expired by `now` are dropped. */
export const giveSeat = async (
  db: RoomDatabase,
  given: { room: string; owner: string; now: Date; expiresAt: Date },
): Promise<string> => {
  const seat = randomUUID();
  await db.delete(seats).where(lte(seats.expiresAt, given.now));
  await db.insert(seats).values({ seat, room: given.room, owner: given.owner, expiresAt: given.expiresAt });
  return seat;
};

/** Takes the seat when it is the owner's, in this room and not expired: true once, false otherwise. */
export const takeSeat = async (
  tx: RoomTx,
  taken: { seat: string; room: string; owner: string; now: Date },
): Promise<boolean> => {
  const gone = await tx
    .delete(seats)
    .where(
      and(
        eq(seats.seat, taken.seat),
        eq(seats.room, taken.room),
        eq(seats.owner, taken.owner),
        gt(seats.expiresAt, taken.now),
      ),
    )
    .returning({ seat: seats.seat });
  return gone.length === 1;
};
