import { AppError, ErrorCode, roomEndpoints, whiteboardMessages } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { pageShapes } from '../db/board-store';
import { whiteboardOf } from '../db/room-store';
import { roomOfOwnParticipant } from '../room/own-participant';

/** A page of the room's open whiteboard, for the caller's participant (a late joiner, a page turn). */
export const boardPageHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.boardPage, async ({ caller, participantId, page }) => {
    const { room } = await roomOfOwnParticipant(ctx, caller, participantId);
    const board = await whiteboardOf(ctx.db, room);
    if (!board) throw new AppError(ErrorCode.NotFound, whiteboardMessages.notOpen);
    if (page >= board.pages) throw new AppError(ErrorCode.NotFound, whiteboardMessages.noSuchPage);
    return { boardId: board.boardId, page, shapes: await pageShapes(ctx.db, board.boardId, page) };
  });
