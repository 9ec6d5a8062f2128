import { ROOM_SEAT_ADMISSION_MS, ROOM_SEAT_TTL_MS, roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import type { RoomServiceContext } from '../context';
import { ensureRoom, roomInfoOf } from '../db/room-store';
import { rooms } from '../db/schema';
import { giveSeat } from '../db/seat-store';
import { admit } from '../entry/admission';
import { ownerOf } from '../room/model';
import { keepOut } from '../rules/keep-out';

/**
 * A seat for someone in the device preview (spec 3 §2): admitted as a join would be (the meeting
 * service; unless hosting, neither a locked room nor a removal from its session), without entering.
 */
export const seatHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.seat, async (input, { requestId }) => {
    const admission = await admit(ctx, input, requestId);
    const { entry, asHost } = admission;
    const room = entry.meetingNumber;
    const owner = ownerOf(input.caller);
    // The room's row is made now, in the preview: the join with this seat need not (rooms stay).
    await ensureRoom(ctx.db, roomInfoOf(entry));
    if (!asHost) {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ locked: rooms.locked, ended: rooms.ended })
          .from(rooms)
          .where(eq(rooms.room, room));
        // An ended room starts a new session at the next join: nothing of the old one holds.
        if (row && !row.ended) await keepOut(tx, { room, locked: row.locked }, owner);
      });
    }
    const now = ctx.clock.now();
    const { seat, dropped } = await giveSeat(ctx.db, {
      room,
      owner,
      now,
      expiresAt: new Date(now.getTime() + ROOM_SEAT_TTL_MS),
      admission,
      admittedUntil: new Date(now.getTime() + ROOM_SEAT_ADMISSION_MS),
    });
    return { seat, room, title: entry.title, dropped };
  });
