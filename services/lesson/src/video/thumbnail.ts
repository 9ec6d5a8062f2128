import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LESSON_THUMBNAIL_WIDTH } from '@canstring/contracts';
import { runTool } from '@canstring/service-kit';

/**
 * Makes a lesson's thumbnail with ffmpeg: one JPEG frame a second in (or half way through a shorter
 * video), LESSON_THUMBNAIL_WIDTH wide. Written beside its place and renamed, so a reader never sees
 * half a picture. Answers whether it was made.
 */
export const makeThumbnail = async (
  videoPath: string,
  thumbnailPath: string,
  durationSeconds: number,
  signal: AbortSignal,
): Promise<boolean> => {
  mkdirSync(path.dirname(thumbnailPath), { recursive: true });
  const partial = `${thumbnailPath}.part.jpg`;
  const at = Math.min(1, durationSeconds / 2).toFixed(3);
  try {
    await runTool(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-ss', at, '-i', videoPath],
        ...['-frames:v', '1', '-vf', `scale=${LESSON_THUMBNAIL_WIDTH}:-2`, '-q:v', '4', partial],
      ],
      signal,
    );
    renameSync(partial, thumbnailPath);
    return true;
  } catch {
    rmSync(partial, { force: true });
    return false;
  }
};
