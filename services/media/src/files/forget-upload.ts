import { rmSync } from 'node:fs';
import type { Database } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { contentHashOfUpload, contentStillUploaded } from '../db/conversions-repository';
import { conversions, type MediaSchema } from '../db/schema';
import { forgetUpload } from '../db/uploads-repository';
import { pagesDirOf } from '../documents/locations';
import { uploadPathOf } from './locations';

/**
 * Removes an upload's file and its record (a refused upload, or a deleted attachment), and its
 * converted pages once no other upload has the same bytes.
 */
export const forgetUploadAndFile = async (
  deps: { db: Database<MediaSchema>; dataDir: string },
  uniqueName: string,
): Promise<void> => {
  const contentHash = await contentHashOfUpload(deps.db, uniqueName);
  rmSync(uploadPathOf(deps.dataDir, uniqueName), { force: true });
  await forgetUpload(deps.db, uniqueName);
  if (contentHash && !(await contentStillUploaded(deps.db, contentHash))) {
    await deps.db.delete(conversions).where(eq(conversions.contentHash, contentHash));
    rmSync(pagesDirOf(deps.dataDir, contentHash), { recursive: true, force: true });
  }
};
