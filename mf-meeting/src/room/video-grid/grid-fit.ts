import { VIDEO_GRID_RATIO_LIMITS } from '@canstring/contracts';

export interface GridFit {
  columns: number;
  /** Each tile's width in px; its height follows its picture, at most 3/4 of it. */
  tileWidth: number;
}

/** The tiles' tallest shape (spec 3 §9: height over width at most 3/4): every tile fits in its cell. */
const TALLEST = 1 / VIDEO_GRID_RATIO_LIMITS.tallest;

/**
 * How `count` tiles fill a place of `width` x `height` px with `gap` px between them: the number of
 * columns that gives the largest tiles while every row fits, so the grid shrinks to the window and
 * never makes the page scroll.
 */
export const fitGrid = (count: number, width: number, height: number, gap: number): GridFit => {
  let best: GridFit = { columns: 1, tileWidth: 0 };
  for (let columns = 1; columns <= Math.max(1, count); columns += 1) {
    const rows = Math.ceil(count / columns);
    const across = (width - gap * (columns - 1)) / columns;
    const down = ((height - gap * (rows - 1)) / rows) * TALLEST;
    const tileWidth = Math.floor(Math.max(0, Math.min(across, down)));
    if (tileWidth > best.tileWidth) best = { columns, tileWidth };
  }
  return best;
};
