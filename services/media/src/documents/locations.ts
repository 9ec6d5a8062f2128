import path from 'node:path';
import type { SharedPageSize } from '@canstring/contracts';

/**
 * Where a content's pages live: DATA_DIR/media/pages/<sha256>/<page>.jpg (rendered), <page>.webp and
 * <page>.thumb.webp (shown).
 */
export const pagesDirOf = (dataDir: string, contentHash: string): string =>
  path.join(dataDir, 'media', 'pages', path.basename(contentHash));

export const pageFileName = (page: number, size: SharedPageSize): string =>
  size === 'thumb' ? `${page}.thumb.webp` : `${page}.webp`;

/** A page as poppler rendered it (JPEG), from which its WebP pictures are made. */
export const renderedPageName = (page: number): string => `${page}.jpg`;

export const pagePathOf = (dataDir: string, contentHash: string, page: number, size: SharedPageSize) =>
  path.join(pagesDirOf(dataDir, contentHash), pageFileName(page, size));

/** Scratch space of conversions under way: DATA_DIR/media/converting/. */
export const convertingDirOf = (dataDir: string): string => path.join(dataDir, 'media', 'converting');

/** The LibreOffice profile of one worker (concurrent runs on one profile lose outputs). */
export const officeProfileDirOf = (dataDir: string, worker: string): string =>
  path.join(dataDir, 'media', 'office-profiles', worker);
