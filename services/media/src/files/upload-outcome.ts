import { type ConversionOutcome, isSharedVideoMime, type Upload } from '@canstring/contracts';
import { setContentHash } from '../db/conversions-repository';
import type { MediaDeps } from '../deps';
import { awaitConversion } from '../documents/await-conversion';
import { contentHashOf } from '../documents/content-hash';
import { uploadPathOf } from './locations';
import { checkPlayableVideo } from './video-check';

/**
 * What an accepted upload becomes on the stage: an mp4/webm a browser can play (else BAD_INPUT, see
 * checkPlayableVideo), or a document converted into pages (its real page count, or why it failed).
 */
export const outcomeOfUpload = async (deps: MediaDeps, upload: Upload): Promise<ConversionOutcome> => {
  const filePath = uploadPathOf(deps.dataDir, upload.uniqueName);
  if (isSharedVideoMime(upload.mimeType)) {
    await checkPlayableVideo(filePath);
    return { state: 'video' };
  }
  const contentHash = await contentHashOf(filePath);
  await setContentHash(deps.db, upload.uniqueName, contentHash);
  return awaitConversion(
    { ...deps, jobTimeoutMs: deps.conversion.jobTimeoutMs },
    { contentHash, uniqueName: upload.uniqueName, mimeType: upload.mimeType },
    deps.conversion.waitMs,
  );
};
