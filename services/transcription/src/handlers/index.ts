import type { TranscriptionServiceContext } from '../context';
import { transcriptHandler } from './transcript';

export const transcriptionHandlers = (ctx: TranscriptionServiceContext) => [transcriptHandler(ctx)];
