import { roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import type { RoomServiceContext } from '../context';
import { rooms } from '../db/schema';
import { admit } from '../entry/admission';

/**
 * Whether a meeting's room records now, for someone the room would admit (the device preview tells
 * them before they enter). An ended session records nothing.
 */
export const recordingStatusHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.recordingStatus, async (input, { requestId }) => {
    const { entry } = await admit(ctx, input, requestId);
    const [row] = await ctx.db
      .select({ recording: rooms.recording, ended: rooms.ended })
      .from(rooms)
      .where(eq(rooms.room, entry.meetingNumber));
    return { recording: Boolean(row?.recording && !row.ended) };
  });
