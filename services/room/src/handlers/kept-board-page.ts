import { AppError, ErrorCode, roomEndpoints, whiteboardMessages } from '@canstring/contracts';
import { handler, requireMeetingHost } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { boardById, pageShapes } from '../db/board-store';

/** One page of a kept whiteboard, for its download: to the meeting's hosts only. */
export const keptBoardPageHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.keptBoardPage, async ({ actor, boardId, page }) => {
    const board = await boardById(ctx.db, boardId);
    if (!board) throw new AppError(ErrorCode.NotFound, whiteboardMessages.noSuchBoard);
    await requireMeetingHost(ctx.nc, actor, board.room, whiteboardMessages.hostsOnly);
    if (page >= board.pages) throw new AppError(ErrorCode.NotFound, whiteboardMessages.noSuchPage);
    return {
      boardId,
      page,
      pages: board.pages,
      meetingNumber: board.room,
      shapes: await pageShapes(ctx.db, boardId, page),
    };
  });
