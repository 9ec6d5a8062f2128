import type { LessonServiceContext } from '../context';
import { answerHandler } from './answers';
import { editorHandler } from './editor';
import { fileHandlers } from './files';
import { getHandler, listHandler } from './list';
import { playHandler, pollsHandler } from './play';
import { progressHandler } from './progress';
import { questionHandlers } from './questions';
import { recordingHandlers } from './recordings';
import { resultHandlers } from './results';
import { setHandlers } from './sets';

export const lessonHandlers = (ctx: LessonServiceContext) => [
  listHandler(ctx),
  getHandler(ctx),
  editorHandler(ctx),
  ...questionHandlers(ctx),
  ...setHandlers(ctx),
  ...recordingHandlers(ctx),
  playHandler(ctx),
  pollsHandler(ctx),
  progressHandler(ctx),
  answerHandler(ctx),
  ...resultHandlers(ctx),
  ...fileHandlers(ctx),
];
