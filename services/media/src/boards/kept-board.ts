import { type Actor, roomEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { MediaDeps } from '../deps';
import { boardPicturesOf } from './board-pictures';
import { boardPageSvg } from './board-svg';
import { boardPdf, pagePng } from './render-board';

export interface RenderedPage {
  png: Buffer;
  pages: number;
  meetingNumber: string;
}

/**
 * One page of a kept board as a PNG. The room service decides who may have it (the meeting's hosts)
 * and whether the board and page exist.
 */
export const renderKeptPage = async (
  deps: MediaDeps,
  actor: Actor,
  boardId: string,
  page: number,
  requestId: string,
): Promise<RenderedPage> => {
  const kept = await call(deps.nc, roomEndpoints.keptBoardPage, { actor, boardId, page }, { requestId });
  const pictures = await boardPicturesOf(deps, kept.meetingNumber, kept.shapes);
  const png = await pagePng(boardPageSvg(kept.shapes, pictures));
  return { png, pages: kept.pages, meetingNumber: kept.meetingNumber };
};

/** A whole kept board as one PDF, a page per board page. */
export const renderKeptBoard = async (
  deps: MediaDeps,
  actor: Actor,
  boardId: string,
  requestId: string,
): Promise<{ pdf: Uint8Array; meetingNumber: string }> => {
  const first = await renderKeptPage(deps, actor, boardId, 0, requestId);
  const pngs = [first.png];
  for (let page = 1; page < first.pages; page++)
    pngs.push((await renderKeptPage(deps, actor, boardId, page, requestId)).png);
  return { pdf: await boardPdf(pngs), meetingNumber: first.meetingNumber };
};
