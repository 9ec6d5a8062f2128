import {
  AppError,
  ErrorCode,
  WHITEBOARD_IDLE_RELEASE_MS,
  type WhiteboardSnapshot,
  whiteboardMessages,
} from '@canstring/contracts';
import type { ParticipantModel, RoomModel } from '../../room/model';
import { conflict, keep } from '../signals/signal-scope';

/**
 * Where the open board stands and who holds it (spec 2 §4): one person draws at a time; the holder
 * keeps it until WHITEBOARD_IDLE_RELEASE_MS without drawing, or until they give it back.
 */

/** The board up on the stage; CONFLICT when none is. */
export const boardUp = (model: RoomModel): WhiteboardSnapshot => {
  const board = model.features.whiteboard;
  if (!board) throw conflict(whiteboardMessages.notOpen);
  return board;
};

/** Someone other than `me` holding the board now. */
const heldByAnother = (board: WhiteboardSnapshot, me: ParticipantModel, now: Date): boolean =>
  board.holderId !== null &&
  board.holderId !== me.participantId &&
  board.heldUntil !== null &&
  new Date(board.heldUntil).getTime() > now.getTime();

/** Refused while someone else holds the board. */
export const mustBeFree = (board: WhiteboardSnapshot, me: ParticipantModel, now: Date): void => {
  if (heldByAnother(board, me, now)) throw conflict(whiteboardMessages.inUseRefusal);
};

/** `me` holds the board from now until the idle release; refused while someone else holds it. */
export const hold = (model: RoomModel, me: ParticipantModel, now: Date): WhiteboardSnapshot => {
  const board = boardUp(model);
  mustBeFree(board, me, now);
  const held = {
    ...board,
    holderId: me.participantId,
    holderName: me.userName,
    heldUntil: new Date(now.getTime() + WHITEBOARD_IDLE_RELEASE_MS).toISOString(),
  };
  keep(model, 'whiteboard', held);
  return held;
};

/** The holder gives the board back at once; anyone else's release changes nothing. */
export const release = (model: RoomModel, me: ParticipantModel): void => {
  const board = boardUp(model);
  if (board.holderId !== me.participantId) return;
  keep(model, 'whiteboard', { ...board, holderId: null, holderName: null, heldUntil: null });
};

/** A page the board has; BAD_INPUT otherwise. */
export const existingPage = (board: WhiteboardSnapshot, page: number): number => {
  if (page >= board.pages) throw new AppError(ErrorCode.BadInput, whiteboardMessages.noSuchPage);
  return page;
};
