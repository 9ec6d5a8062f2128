import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_PAGE_PIXELS, DOCUMENT_THUMB_PIXELS, type SharedPageSize } from '@canstring/contracts';
import sharp from 'sharp';
import { pageFileName, renderedPageName } from './locations';

/** Largest picture shown as a page (pixels); more is refused as too large. */
export const MAX_PICTURE_PIXELS = 100_000_000;
/** WebP effort: 0, the fastest (2 takes twice as long for a few per cent). */
const EFFORT = 0;

const EDGE: Record<SharedPageSize, number> = { page: DOCUMENT_PAGE_PIXELS, thumb: DOCUMENT_THUMB_PIXELS };
const QUALITY: Record<SharedPageSize, number> = { page: 82, thumb: 70 };

/** One size of a page's WebP picture, written whole or not at all (a temporary name, then renamed). */
const writeSize = async (input: string | Buffer, outDir: string, page: number, size: SharedPageSize) => {
  const target = path.join(outDir, pageFileName(page, size));
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  await sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS })
    .rotate()
    .resize(EDGE[size], EDGE[size], { fit: 'inside', withoutEnlargement: true })
    .webp({ effort: EFFORT, quality: QUALITY[size] })
    .toFile(partial);
  renameSync(partial, target);
};

/** A page's WebP picture and thumbnail from a picture (an uploaded image, or a rendered page). */
export const writePage = async (input: string | Buffer, outDir: string, page: number): Promise<void> => {
  await writeSize(input, outDir, page, 'page');
  await writeSize(input, outDir, page, 'thumb');
};

/**
 * The path of one size of a converted page's WebP picture: made now from the page poppler rendered
 * when the worker has not made it yet. Undefined when the content has no such page.
 */
export const pagePicture = async (
  pagesDir: string,
  page: number,
  size: SharedPageSize,
): Promise<string | undefined> => {
  const target = path.join(pagesDir, pageFileName(page, size));
  if (existsSync(target)) return target;
  const rendered = path.join(pagesDir, renderedPageName(page));
  if (!existsSync(rendered)) return undefined;
  await writeSize(rendered, pagesDir, page, size);
  return target;
};

/**
 * The WebP pictures and thumbnails of every rendered page not made yet (after the outcome is told);
 * `turn` is awaited before each picture (conversions go first), `stopped` ends it early.
 */
export const writeMissingPictures = async (
  pagesDir: string,
  pages: number,
  turn: () => Promise<void>,
  stopped: () => boolean,
) => {
  for (let page = 1; page <= pages && !stopped(); page++) {
    for (const size of ['page', 'thumb'] as const) {
      if (existsSync(path.join(pagesDir, pageFileName(page, size)))) continue;
      await turn();
      if (stopped()) return;
      await pagePicture(pagesDir, page, size);
    }
  }
};

/** pdftoppm's pictures in `dir` (prefix-1.jpg, prefix-01.jpg …) in page order. */
export const renderedPages = (dir: string, prefix: string): string[] =>
  readdirSync(dir)
    .map((name) => ({ name, match: new RegExp(`^${prefix}-(\\d+)\\.jpg$`).exec(name) }))
    .filter((f) => f.match)
    .sort((a, b) => Number(a.match?.[1]) - Number(b.match?.[1]))
    .map((f) => path.join(dir, f.name));
