import type { AssistantServiceContext } from '../context';
import { askHandler, callCentreHandler, screenHandler } from './ask';
import { entryHandlers } from './entries';
import { reportsHandler } from './reports';

export const assistantHandlers = (ctx: AssistantServiceContext) => [
  askHandler(ctx),
  screenHandler(ctx),
  callCentreHandler(ctx),
  ...entryHandlers(ctx),
  reportsHandler(ctx),
];
