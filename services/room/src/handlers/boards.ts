import { roomEndpoints } from '@canstring/contracts';
import { handler, hostsMeeting } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { boardsOfRooms } from '../db/board-store';

/**
 * The whiteboards kept from the meetings' sessions, newest first: only those of the meetings the caller
 * hosts. The meeting service is asked about the meetings that have a board, not about every one.
 */
export const boardsHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.boards, async ({ actor, meetingNumbers }) => {
    const kept = await boardsOfRooms(ctx.db, [...new Set(meetingNumbers)]);
    const hosted = new Set<string>();
    for (const meetingNumber of new Set(kept.map((board) => board.meetingNumber))) {
      if (await hostsMeeting(ctx.nc, actor, meetingNumber)) hosted.add(meetingNumber);
    }
    return { boards: kept.filter((board) => hosted.has(board.meetingNumber)) };
  });
