import { RECORDINGS_PAGE_LINKS, RECORDINGS_PAGE_SIZE } from '@canstring/contracts';

export const pageCountOf = (total: number, pageSize = RECORDINGS_PAGE_SIZE) => Math.ceil(total / pageSize);

/**
 * The page links to show (0-based), at most `shown` of them around the current page; none when all
 * records fit on one page (spec 2 §2.5: pagination above 15 records, 2 page links).
 */
export const pageLinks = (
  current: number,
  total: number,
  pageSize = RECORDINGS_PAGE_SIZE,
  shown = RECORDINGS_PAGE_LINKS,
) => {
  const count = pageCountOf(total, pageSize);
  if (count <= 1) return [];
  const first = Math.max(0, Math.min(current, count - shown));
  return Array.from({ length: Math.min(shown, count) }, (_, index) => first + index);
};
