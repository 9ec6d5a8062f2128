import { readFile } from 'node:fs/promises';
import type { WhiteboardShape } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { findBoardImage } from '../db/board-images-repository';
import type { MediaSchema } from '../db/schema';
import { uploadPathOf } from '../files/locations';
import type { BoardPictures } from './board-svg';

/**
 * The pictures a page's Image shapes show, as data URIs: only pictures uploaded for this meeting's
 * board; one that is missing (or another room's) is left out of the page.
 */
export const boardPicturesOf = async (
  deps: { db: Database<MediaSchema>; dataDir: string },
  meetingNumber: string,
  shapes: readonly WhiteboardShape[],
): Promise<BoardPictures> => {
  const names = new Set(shapes.flatMap((s) => (s.className === 'Image' ? [s.image] : [])));
  const pictures = new Map<string, string>();
  for (const name of names) {
    const image = await findBoardImage(deps.db, name);
    if (image?.room !== meetingNumber) continue;
    const bytes = await readFile(uploadPathOf(deps.dataDir, image.uniqueName)).catch(() => undefined);
    if (bytes) pictures.set(name, `data:${image.mimeType};base64,${bytes.toString('base64')}`);
  }
  return pictures;
};
