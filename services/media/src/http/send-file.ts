import { existsSync } from 'node:fs';
import { AppError, ErrorCode } from '@canstring/contracts';
import type { Response } from 'express';

/**
 * Streams a file as a download under `downloadName` (Content-Disposition, both plain and UTF-8
 * forms). NOT_FOUND, with `missingMessage`, when the file is not there.
 */
export const sendDownload = (
  res: Response,
  filePath: string,
  downloadName: string,
  mimeType: string,
  missingMessage: string,
): Promise<void> => {
  if (!existsSync(filePath)) throw new AppError(ErrorCode.NotFound, missingMessage);
  return new Promise((resolve, reject) => {
    res.download(
      filePath,
      downloadName,
      {
        dotfiles: 'allow',
        headers: {
          'Content-Type': mimeType,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      },
      (error) => (error && !res.headersSent ? reject(error) : resolve()),
    );
  });
};
