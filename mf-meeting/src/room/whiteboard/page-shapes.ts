import type { WhiteboardShape } from '@canstring/contracts';

/** A change to a page as the room relays it: a shape put (added or grown), one taken back, all cleared. */
export type PageChange =
  | { kind: 'put'; shape: WhiteboardShape }
  | { kind: 'remove'; shapeId: string }
  | { kind: 'clear' };

/**
 * The shapes of the page the board shows, oldest first. While the page is read (`loaded` false), the
 * changes heard meanwhile wait in `pending` and are applied on top of what the read answers.
 */
export interface PageShapes {
  boardId: string | null;
  page: number;
  loaded: boolean;
  shapes: WhiteboardShape[];
  pending: PageChange[];
}

export type PageAction =
  | { type: 'open'; boardId: string; page: number }
  | { type: 'loaded'; boardId: string; page: number; shapes: WhiteboardShape[] }
  | { type: 'change'; page: number; change: PageChange };

export const noPage: PageShapes = { boardId: null, page: 0, loaded: false, shapes: [], pending: [] };

const apply = (shapes: WhiteboardShape[], change: PageChange): WhiteboardShape[] => {
  switch (change.kind) {
    case 'put': {
      const at = shapes.findIndex((s) => s.id === change.shape.id);
      if (at < 0) return [...shapes, change.shape];
      const next = [...shapes];
      next[at] = change.shape;
      return next;
    }
    case 'remove':
      return shapes.filter((s) => s.id !== change.shapeId);
    case 'clear':
      return [];
  }
};

/** The page's shapes after an action; changes to another page, and stale reads, leave it as it is. */
export const pageShapesReducer = (state: PageShapes, action: PageAction): PageShapes => {
  switch (action.type) {
    case 'open':
      return { boardId: action.boardId, page: action.page, loaded: false, shapes: [], pending: [] };
    case 'loaded':
      if (action.boardId !== state.boardId || action.page !== state.page || state.loaded) return state;
      return { ...state, loaded: true, shapes: state.pending.reduce(apply, action.shapes), pending: [] };
    case 'change':
      if (action.page !== state.page || state.boardId === null) return state;
      if (!state.loaded) return { ...state, pending: [...state.pending, action.change] };
      return { ...state, shapes: apply(state.shapes, action.change) };
  }
};
