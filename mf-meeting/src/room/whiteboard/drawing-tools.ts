import {
  WHITEBOARD_DEFAULT_COLOUR,
  WHITEBOARD_DEFAULT_STROKE_SIZE,
  WHITEBOARD_ERASER_SELECTED_SIZE,
  WHITEBOARD_FONT_SIZES,
  WHITEBOARD_MAX_POINTS,
  WHITEBOARD_STROKE_SIZES,
  type WhiteboardShape,
} from '@canstring/contracts';
import type { BoardSize } from './board-scale';

/** The whiteboard's tools (spec 2 §2.9). */
export const WHITEBOARD_TOOLS = ['pen', 'eraser', 'line', 'ellipse', 'rectangle', 'text', 'image'] as const;
export type WhiteboardTool = (typeof WHITEBOARD_TOOLS)[number];
/** The tools drawn by dragging on the board. */
export type DragTool = 'pen' | 'eraser' | 'line' | 'ellipse' | 'rectangle';
export const isDragTool = (tool: WhiteboardTool): tool is DragTool => tool !== 'text' && tool !== 'image';

export interface Pen {
  tool: WhiteboardTool;
  colour: string;
  /** One of WHITEBOARD_STROKE_SIZES. */
  size: number;
}

export const defaultPen: Pen = {
  tool: 'pen',
  colour: WHITEBOARD_DEFAULT_COLOUR,
  size: WHITEBOARD_DEFAULT_STROKE_SIZE,
};

export interface Point {
  x: number;
  y: number;
}

/** A point held on the board (a drag may leave it). */
export const onBoard = ({ x, y }: Point, board: BoardSize): Point => ({
  x: Math.min(board.width, Math.max(0, x)),
  y: Math.min(board.height, Math.max(0, y)),
});

/** The text tool's font size goes with the stroke size chosen: small, middle, large. */
export const fontSizeOf = (size: number): number => {
  const at = WHITEBOARD_STROKE_SIZES.findIndex((s) => s.size === size);
  return WHITEBOARD_FONT_SIZES[Math.max(0, at)] ?? WHITEBOARD_FONT_SIZES[0];
};

const sender = (board: BoardSize) => ({ senderWbWidth: board.width, senderWbHeight: board.height });

/** The shape a drag starts with, in this board's pixels. */
export const startShape = (
  tool: DragTool,
  pen: Pen,
  id: string,
  at: Point,
  board: BoardSize,
): WhiteboardShape => {
  const { x, y } = onBoard(at, board);
  const base = { id, ...sender(board) };
  switch (tool) {
    case 'pen':
      return {
        ...base,
        className: 'LinePath',
        points: [x, y],
        colour: pen.colour,
        strokeWidth: pen.size,
        eraser: false,
      };
    case 'eraser':
      return {
        ...base,
        className: 'LinePath',
        points: [x, y],
        colour: WHITEBOARD_DEFAULT_COLOUR,
        strokeWidth: WHITEBOARD_ERASER_SELECTED_SIZE,
        eraser: true,
      };
    case 'line':
      return { ...base, className: 'Line', points: [x, y, x, y], colour: pen.colour, strokeWidth: pen.size };
    case 'ellipse':
      return {
        ...base,
        className: 'Ellipse',
        x,
        y,
        width: 0,
        height: 0,
        colour: pen.colour,
        strokeWidth: pen.size,
      };
    case 'rectangle':
      return {
        ...base,
        className: 'Rectangle',
        x,
        y,
        width: 0,
        height: 0,
        colour: pen.colour,
        strokeWidth: pen.size,
      };
  }
};

/**
 * The shape as the drag reaches `at` (from `start`): a stroke gains the point (up to
 * WHITEBOARD_MAX_POINTS, and not for a move under a pixel), a line ends there, a box or ellipse spans
 * from the start to it.
 */
export const growShape = (
  shape: WhiteboardShape,
  start: Point,
  at: Point,
  board: BoardSize,
): WhiteboardShape => {
  const { x, y } = onBoard(at, board);
  switch (shape.className) {
    case 'LinePath': {
      const n = shape.points.length;
      const moved = Math.hypot(x - (shape.points[n - 2] ?? x), y - (shape.points[n - 1] ?? y)) >= 1;
      if (!moved || n >= WHITEBOARD_MAX_POINTS * 2) return shape;
      return { ...shape, points: [...shape.points, x, y] };
    }
    case 'Line':
      return { ...shape, points: [start.x, start.y, x, y] };
    case 'Ellipse':
    case 'Rectangle': {
      const from = onBoard(start, board);
      return {
        ...shape,
        x: Math.min(from.x, x),
        y: Math.min(from.y, y),
        width: Math.abs(x - from.x),
        height: Math.abs(y - from.y),
      };
    }
    default:
      return shape;
  }
};

/** A text placed at a point. */
export const textShape = (
  id: string,
  text: string,
  at: Point,
  pen: Pen,
  board: BoardSize,
): WhiteboardShape => ({
  id,
  ...sender(board),
  className: 'Text',
  ...onBoard(at, board),
  text,
  fontSize: fontSizeOf(pen.size),
  colour: pen.colour,
});

/** A picture (its upload name) placed in the middle of the board, at most half its width or height. */
export const imageShape = (
  id: string,
  image: string,
  natural: { width: number; height: number },
  board: BoardSize,
): WhiteboardShape => {
  const fit = Math.min(
    1,
    board.width / 2 / Math.max(1, natural.width),
    board.height / 2 / Math.max(1, natural.height),
  );
  const width = Math.max(1, natural.width * fit);
  const height = Math.max(1, natural.height * fit);
  return {
    id,
    ...sender(board),
    className: 'Image',
    x: (board.width - width) / 2,
    y: (board.height - height) / 2,
    width,
    height,
    image,
  };
};

/**
 * A new shape id (the drawer's client makes it; the contract takes letters, digits, - and _): 16
 * random bytes in hex (getRandomValues works outside secure contexts too).
 */
export const newShapeId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
