import path from 'node:path';
import { AppError, ErrorCode } from '@canstring/contracts';

/**
 * A file the proctoring service named (relative to DATA_DIR) as an absolute path, kept inside
 * DATA_DIR/proctoring: a path that would lead anywhere else is no such file.
 */
export const examFilePathOf = (dataDir: string, relativePath: string, missingMessage: string): string => {
  const root = path.resolve(dataDir, 'proctoring');
  const file = path.resolve(dataDir, relativePath);
  if (!file.startsWith(`${root}${path.sep}`)) throw new AppError(ErrorCode.NotFound, missingMessage);
  return file;
};
