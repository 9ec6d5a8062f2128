import { DOCUMENT_DEFAULT_ZOOM, DOCUMENT_ZOOM_STEPS } from '@canstring/contracts';

/**
 * The document viewer's zoom (spec 3 §5: 0..8 steps): the default step fits the page to the viewer;
 * every step up or down scales it by the fourth root of two, so step 0 shows it at half, step 8 at
 * twice the fitting size.
 */
export const zoomScale = (step: number): number => 2 ** ((step - DOCUMENT_DEFAULT_ZOOM) / 4);

export const boundedZoom = (step: number): number => Math.min(DOCUMENT_ZOOM_STEPS, Math.max(0, step));

/** A page within 1..total (spec 3 §5: page moves are bounded). */
export const boundedPage = (page: number, total: number): number => Math.min(total, Math.max(1, page));

/** The pages the thumbnail strip shows: up to `width` around the current page, within the document. */
export const stripPages = (current: number, total: number, width = 9): number[] => {
  const count = Math.min(width, total);
  const first = boundedPage(current - Math.floor(count / 2), Math.max(1, total - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
};

/**
 * The size a page picture of `natural` pixels is drawn at in a place of `room` pixels: fitted whole
 * (at the default zoom), then scaled by the zoom step.
 */
export const drawnSize = (
  natural: { width: number; height: number },
  room: { width: number; height: number },
  step: number,
): { width: number; height: number } => {
  if (natural.width <= 0 || natural.height <= 0 || room.width <= 0 || room.height <= 0)
    return { width: 0, height: 0 };
  const fit = Math.min(room.width / natural.width, room.height / natural.height);
  const scale = fit * zoomScale(step);
  return { width: Math.round(natural.width * scale), height: Math.round(natural.height * scale) };
};
