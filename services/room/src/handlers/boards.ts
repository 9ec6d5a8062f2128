import { roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { boardsOfRoom } from '../db/board-store';
import { requireMeetingHost } from '../entry/meeting-hosts';

/** The whiteboards kept from a meeting's sessions, newest first: to its hosts only. */
export const boardsHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.boards, async ({ actor, meetingNumber }) => {
    await requireMeetingHost(ctx, actor, meetingNumber);
    return { boards: await boardsOfRoom(ctx.db, meetingNumber) };
  });
