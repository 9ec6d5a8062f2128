import type { Upload } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { type MediaSchema, type UploadRow, uploads } from './schema';

type MediaDatabase = Database<MediaSchema>;

export const toUpload = (row: UploadRow): Upload => ({
  uniqueName: row.uniqueName,
  originalName: row.originalName,
  size: row.size,
  mimeType: row.mimeType,
  ownerId: row.ownerId,
  createdAt: row.createdAt.toISOString(),
});

export const recordUpload = async (
  db: MediaDatabase,
  upload: Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>,
): Promise<Upload> => {
  const [row] = await db.insert(uploads).values(upload).returning();
  if (!row) throw new Error('the upload was not recorded');
  return toUpload(row);
};

export const findUpload = async (db: MediaDatabase, uniqueName: string): Promise<Upload | undefined> => {
  const [row] = await db.select().from(uploads).where(eq(uploads.uniqueName, uniqueName));
  return row && toUpload(row);
};

export const forgetUpload = async (db: MediaDatabase, uniqueName: string): Promise<void> => {
  await db.delete(uploads).where(eq(uploads.uniqueName, uniqueName));
};
