import type { RoomServiceContext } from '../context';
import { boardPageHandler } from './board-page';
import { boardsHandler } from './boards';
import { doorHandler } from './door';
import { heartbeatHandler } from './heartbeat';
import { joinHandler } from './join';
import { keptBoardPageHandler } from './kept-board-page';
import { leaveHandler } from './leave';
import { participantRoomHandler } from './participant-room';
import { recordingCaptureStoppedHandler } from './recording-capture-stopped';
import { recordingStartHandler, recordingStopHandler } from './recording-control';
import { recordingStatusHandler } from './recording-status';
import { seatHandler } from './seat';
import { signalHandler } from './signal';
import { stateHandler } from './state';
import { statesHandler } from './states';

export const roomHandlers = (ctx: RoomServiceContext) => [
  joinHandler(ctx),
  seatHandler(ctx),
  doorHandler(ctx),
  heartbeatHandler(ctx),
  signalHandler(ctx),
  stateHandler(ctx),
  statesHandler(ctx),
  participantRoomHandler(ctx),
  leaveHandler(ctx),
  boardPageHandler(ctx),
  boardsHandler(ctx),
  keptBoardPageHandler(ctx),
  recordingStartHandler(ctx),
  recordingStopHandler(ctx),
  recordingCaptureStoppedHandler(ctx),
  recordingStatusHandler(ctx),
];
