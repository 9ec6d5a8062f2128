import type { ProctoringServiceContext } from '../context';
import { candidateDisqualifyHandler, candidateStartHandler } from './candidate';
import { createHandler } from './create';
import { entryHandler } from './entry';
import { flagRaiseHandler } from './flags';
import { getHandler } from './get';
import { listHandler } from './list';
import { messageRecordHandler } from './messages';
import { reportExportHandler, reportHandler } from './report';
import { stillAuthorizeDownloadHandler, stillAuthorizeUploadHandler, stillRecordHandler } from './stills';
import { testStartHandler, testStopHandler, testTimeUpHandler } from './test-state';

export const proctoringHandlers = (ctx: ProctoringServiceContext) => [
  createHandler(ctx),
  listHandler(ctx),
  getHandler(ctx),
  entryHandler(ctx),
  testStartHandler(ctx),
  testStopHandler(ctx),
  testTimeUpHandler(ctx),
  candidateStartHandler(ctx),
  candidateDisqualifyHandler(ctx),
  flagRaiseHandler(ctx),
  stillAuthorizeUploadHandler(ctx),
  stillRecordHandler(ctx),
  stillAuthorizeDownloadHandler(ctx),
  messageRecordHandler(ctx),
  reportHandler(ctx),
  reportExportHandler(ctx),
];
