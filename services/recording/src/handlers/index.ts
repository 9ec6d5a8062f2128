import type { RecordingServiceContext } from '../context';
import { authorizeDownloadHandler } from './authorize-download';
import { changeHandlers } from './change';
import { listHandler } from './list';
import { registerHandler } from './register';

export const recordingHandlers = (ctx: RecordingServiceContext) => [
  registerHandler(ctx),
  listHandler(ctx),
  ...changeHandlers(ctx),
  authorizeDownloadHandler(ctx),
];
