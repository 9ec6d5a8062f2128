import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';

/**
 * The proctoring service's settings beside the base ones. DATA_DIR holds the stills (written by the
 * file server) and the reports it writes.
 */
export const proctoringConfigShape = {
  /**
   * A TrueType font for the PDF report, so names in Latin, Greek or Cyrillic letters print as typed
   * (Debian's fonts-dejavu-core); when the file is missing, PDF's built-in Helvetica (Latin only).
   */
  PROCTORING_REPORT_FONT: z.string().default('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
};

export const loadProctoringConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(proctoringConfigShape, env);
export type ProctoringConfig = ReturnType<typeof loadProctoringConfig>;
