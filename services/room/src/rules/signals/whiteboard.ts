import { AppError, ErrorCode, WHITEBOARD_MAX_PAGES, whiteboardMessages } from '@canstring/contracts';
import { addPage, clearPage, openBoard, putShape, removeOwnShape } from '../../db/board-store';
import { putUpWhiteboard, takeDownWhiteboard } from '../stage';
import { boardUp, existingPage, hold, mustBeFree, release } from '../whiteboard/board-hold';
import { keep, type SignalRules, target } from './signal-scope';

/**
 * The whiteboard: put up on the stage or taken down, drawn on by one person at a time among those
 * with the grant, its pages. Shapes are stored with the room change (db/board-store.ts); the room
 * keeps the board's snapshot (page, pages, holder) for late joiners.
 */
export const whiteboardSignals = {
  wbEnable: async ({ tx, signal, model, now, announce }) => {
    const up = model.features.whiteboard;
    if (signal.payload.enabled) putUpWhiteboard(model);
    else takeDownWhiteboard(model);
    if (!signal.payload.enabled) keep(model, 'whiteboard', null);
    else if (up) keep(model, 'whiteboard', up);
    else {
      // The session's board, with its shapes, if it was up before; else a new one.
      const board = await openBoard(tx, model.info.room, now);
      keep(model, 'whiteboard', {
        boardId: board.boardId,
        page: 0,
        pages: board.pages,
        holderId: null,
        holderName: null,
        heldUntil: null,
      });
    }
    return announce();
  },
  whiteboardData: async ({ tx, signal, model, me, now, announce }) => {
    const board = hold(model, me, now);
    const page = existingPage(board, signal.payload.page);
    await putShape(tx, { boardId: board.boardId, page, owner: me.owner, shape: signal.payload.shape });
    return announce();
  },
  whiteboardUndo: async ({ tx, signal, model, me, now, announce }) => {
    const board = hold(model, me, now);
    const page = existingPage(board, signal.payload.page);
    await removeOwnShape(tx, {
      boardId: board.boardId,
      page,
      owner: me.owner,
      shapeId: signal.payload.shapeId,
    });
    return announce();
  },
  whiteboardClear: async ({ tx, signal, model, announce }) => {
    const board = boardUp(model);
    await clearPage(tx, board.boardId, existingPage(board, signal.payload.page));
    return announce();
  },
  whiteboardPage: async ({ tx, signal, model, me, now, announce }) => {
    const board = boardUp(model);
    mustBeFree(board, me, now);
    const { page } = signal.payload;
    let pages = board.pages;
    if (page === pages) {
      if (pages >= WHITEBOARD_MAX_PAGES)
        throw new AppError(ErrorCode.BadInput, whiteboardMessages.tooManyPages);
      pages = await addPage(tx, board.boardId);
    } else existingPage(board, page);
    keep(model, 'whiteboard', { ...board, page, pages });
    return announce();
  },
  wbstart: ({ model, me, now, announce }) => {
    hold(model, me, now);
    return announce();
  },
  wbstop: ({ model, me, announce }) => {
    release(model, me);
    return announce();
  },
  onGiveWbConrol: ({ signal, model, announce }) => {
    target(model, signal.payload.participantId).wbAllowed = signal.payload.allowed;
    return announce();
  },
} satisfies Partial<SignalRules>;
