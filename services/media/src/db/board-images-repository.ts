import type { Database } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { type BoardImageRow, boardImages, type MediaSchema } from './schema';

type MediaDatabase = Database<MediaSchema>;

export type BoardImage = Pick<BoardImageRow, 'uniqueName' | 'room' | 'mimeType'>;

export const recordBoardImage = async (
  db: MediaDatabase,
  image: Omit<typeof boardImages.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> => {
  await db.insert(boardImages).values(image);
};

export const findBoardImage = async (
  db: MediaDatabase,
  uniqueName: string,
): Promise<BoardImage | undefined> => {
  const [row] = await db
    .select({ uniqueName: boardImages.uniqueName, room: boardImages.room, mimeType: boardImages.mimeType })
    .from(boardImages)
    .where(eq(boardImages.uniqueName, uniqueName));
  return row;
};
