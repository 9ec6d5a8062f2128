import path from 'node:path';
import { recordingFileRelativePath } from '@canstring/contracts';

/** Where uploads live: DATA_DIR/media/uploads/<unique name>. */
export const uploadsDirOf = (dataDir: string): string => path.join(dataDir, 'media', 'uploads');

export const uploadPathOf = (dataDir: string, uniqueName: string): string =>
  path.join(uploadsDirOf(dataDir), path.basename(uniqueName));

/** Where the recording service keeps a recording's file: DATA_DIR/recordings/<unique name>.mkv. */
export const recordingPathOf = (dataDir: string, uniqueName: string): string =>
  path.join(dataDir, recordingFileRelativePath(path.basename(uniqueName)));
