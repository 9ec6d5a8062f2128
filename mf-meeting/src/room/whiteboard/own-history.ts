import type { WhiteboardShape } from '@canstring/contracts';

/**
 * This participant's own shapes on the page, for undo and redo: undo takes back the newest one drawn,
 * redo puts back the newest one taken back; drawing anew forgets what was taken back.
 */
export interface OwnHistory {
  done: readonly WhiteboardShape[];
  undone: readonly WhiteboardShape[];
}

export const noHistory: OwnHistory = { done: [], undone: [] };

export const drawn = (history: OwnHistory, shape: WhiteboardShape): OwnHistory => ({
  done: [...history.done.filter((s) => s.id !== shape.id), shape],
  undone: [],
});

/** The shape to take back, and the history after. */
export const undo = (history: OwnHistory): { history: OwnHistory; shape: WhiteboardShape | null } => {
  const shape = history.done.at(-1);
  if (!shape) return { history, shape: null };
  return { history: { done: history.done.slice(0, -1), undone: [...history.undone, shape] }, shape };
};

/** The shape to send again, and the history after. */
export const redo = (history: OwnHistory): { history: OwnHistory; shape: WhiteboardShape | null } => {
  const shape = history.undone.at(-1);
  if (!shape) return { history, shape: null };
  return { history: { done: [...history.done, shape], undone: history.undone.slice(0, -1) }, shape };
};

/** A shape gone from the page another way (refused, cleared): neither undone nor redone any more. */
export const forget = (history: OwnHistory, shapeId: string): OwnHistory => ({
  done: history.done.filter((s) => s.id !== shapeId),
  undone: history.undone.filter((s) => s.id !== shapeId),
});
