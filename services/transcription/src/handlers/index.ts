import type { TranscriptionServiceContext } from '../context';
import { transcriptHandler } from './transcript';
import { transcriptsHandler } from './transcripts';

export const transcriptionHandlers = (ctx: TranscriptionServiceContext) => [
  transcriptHandler(ctx),
  transcriptsHandler(ctx),
];
