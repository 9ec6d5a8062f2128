import type { RecordingServiceContext } from '../context';
import { authorizeDownloadHandler } from './authorize-download';
import { beginHandler } from './begin';
import { changeHandlers } from './change';
import { finishHandler } from './finish';
import { listHandler } from './list';
import { mailLinkHandler } from './mail-link';
import { registerHandler } from './register';

export const recordingHandlers = (ctx: RecordingServiceContext) => [
  registerHandler(ctx),
  listHandler(ctx),
  ...changeHandlers(ctx),
  authorizeDownloadHandler(ctx),
  beginHandler(ctx),
  finishHandler(ctx),
  mailLinkHandler(ctx),
];
