import { rmSync } from 'node:fs';
import type { Database } from '@canstring/service-kit';
import type { MediaSchema } from '../db/schema';
import { forgetUpload } from '../db/uploads-repository';
import { uploadPathOf } from './locations';

/** Removes an upload's file and its record (a refused upload, or a deleted attachment). */
export const forgetUploadAndFile = async (
  deps: { db: Database<MediaSchema>; dataDir: string },
  uniqueName: string,
): Promise<void> => {
  rmSync(uploadPathOf(deps.dataDir, uniqueName), { force: true });
  await forgetUpload(deps.db, uniqueName);
};
