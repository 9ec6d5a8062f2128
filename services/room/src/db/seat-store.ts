import { randomUUID } from 'node:crypto';
import { ROOM_SEATS_PER_PERSON } from '@canstring/contracts';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Admission } from '../entry/admission-types';
import type { RoomDatabase, RoomTx } from './room-store';
import { seats } from './schema';

/**
 * Gives the owner a new seat in the room until `expiresAt`, with the admission it was given with,
 * which a join with the seat may take as its own until `admittedUntil`; seats expired by `now` are
 * dropped, and the owner's oldest in the room beyond ROOM_SEATS_PER_PERSON, which it answers.
 */
export const giveSeat = async (
  db: RoomDatabase,
  given: {
    room: string;
    owner: string;
    now: Date;
    expiresAt: Date;
    admission: Admission;
    admittedUntil: Date;
  },
): Promise<{ seat: string; dropped: string[] }> => {
  const seat = randomUUID();
  await db.delete(seats).where(lte(seats.expiresAt, given.now));
  const held = await db
    .select({ seat: seats.seat })
    .from(seats)
    .where(and(eq(seats.room, given.room), eq(seats.owner, given.owner)))
    .orderBy(desc(seats.given));
  const dropped = held.slice(ROOM_SEATS_PER_PERSON - 1).map((row) => row.seat);
  if (dropped.length) await db.delete(seats).where(inArray(seats.seat, dropped));
  await db.insert(seats).values({
    seat,
    room: given.room,
    owner: given.owner,
    expiresAt: given.expiresAt,
    admission: given.admission,
    admittedUntil: given.admittedUntil,
  });
  return { seat, dropped };
};

/**
 * The admission the seat was given with, when the seat is the owner's, for a meeting link of this
 * alias and this page (host or not), and its admission still stands at `now`; else null.
 */
export const seatAdmission = async (
  db: RoomDatabase,
  asked: { seat: string; owner: string; alias: string; asHost: boolean; now: Date },
): Promise<Admission | null> => {
  const [row] = await db
    .select({ admission: seats.admission })
    .from(seats)
    .where(and(eq(seats.seat, asked.seat), eq(seats.owner, asked.owner), gt(seats.admittedUntil, asked.now)));
  const admission = (row?.admission ?? null) as Admission | null;
  return admission && admission.entry.alias === asked.alias && admission.asHost === asked.asHost
    ? admission
    : null;
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
