import { AppError, ErrorCode, WHITEBOARD_MAX_PAGES, whiteboardMessages } from '@canstring/contracts';
import type { Response } from 'express';
import { Router } from 'express';
import { renderKeptBoard, renderKeptPage } from '../boards/kept-board';
import type { MediaDeps } from '../deps';
import { callerOf } from '../http/caller';
import { route } from '../http/route';

const boardIdShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pageFile = /^(\d{1,3})\.png$/;
const PDF = '.pdf';

const boardIdOf = (value: string): string => {
  if (!boardIdShape.test(value)) throw new AppError(ErrorCode.NotFound, whiteboardMessages.noSuchBoard);
  return value.toLowerCase();
};

const pageOf = (file: string): number => {
  const page = Number(pageFile.exec(file)?.[1] ?? Number.NaN);
  if (!(page < WHITEBOARD_MAX_PAGES)) throw new AppError(ErrorCode.NotFound, whiteboardMessages.noSuchPage);
  return page;
};

const sendRendered = (res: Response, bytes: Uint8Array, name: string, mimeType: string): void => {
  res
    .status(200)
    .attachment(name)
    .set({
      'Content-Type': mimeType,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(Buffer.from(bytes));
};

/**
 * Kept whiteboards as files, to the meeting's hosts (the room service decides): GET
 * `/boards/<boardId>/pages/<page>.png`, one page rendered; GET `/boards/<boardId>.pdf`, every page.
 */
export const keptBoardsRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  router.get(
    '/boards/:boardId/pages/:file',
    route(deps.log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      const boardId = boardIdOf(String(req.params.boardId));
      const page = pageOf(String(req.params.file));
      const rendered = await renderKeptPage(deps, actor, boardId, page, res.locals.requestId as string);
      sendRendered(res, rendered.png, `whiteboard-${rendered.meetingNumber}-page-${page}.png`, 'image/png');
    }),
  );
  router.get(
    '/boards/:file',
    route(deps.log, async (req, res) => {
      const actor = await callerOf(deps.verifier, req, res);
      const file = String(req.params.file);
      const boardId = boardIdOf(file.endsWith(PDF) ? file.slice(0, -PDF.length) : '');
      const board = await renderKeptBoard(deps, actor, boardId, res.locals.requestId as string);
      sendRendered(res, board.pdf, `whiteboard-${board.meetingNumber}.pdf`, 'application/pdf');
    }),
  );
  return router;
};
