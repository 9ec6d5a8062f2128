import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';

/** The lesson service's settings beside the base ones (DATA_DIR is shared with the file server). */
export const lessonConfigShape = {
  /** How long reading one video (ffprobe) or making its thumbnail (ffmpeg) may take. */
  LESSON_PROBE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
};

export const loadLessonConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(lessonConfigShape, env);
export type LessonConfig = ReturnType<typeof loadLessonConfig>;
