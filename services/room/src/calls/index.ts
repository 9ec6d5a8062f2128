import type { RoomServiceContext } from '../context';
import { callAcceptHandler, callRejectHandler } from './call-answer';
import { callLeaveHandler } from './call-leave';
import { callSignalHandler } from './call-signal';
import { callStartHandler } from './call-start';

export { type CallPresenceWatch, startCallPresenceWatch } from './call-presence';
export { type CallSweeper, startCallSweeper } from './call-sweeper';

/** The one-to-one call endpoints the room service answers beside its rooms'. */
export const callHandlers = (ctx: RoomServiceContext) => [
  callStartHandler(ctx),
  callAcceptHandler(ctx),
  callRejectHandler(ctx),
  callLeaveHandler(ctx),
  callSignalHandler(ctx),
];
