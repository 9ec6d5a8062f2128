import { WHITEBOARD_MAX_SIDE, WHITEBOARD_MIN_SIDE, type WhiteboardShape } from '@canstring/contracts';

/** A board's size in CSS pixels. */
export interface BoardSize {
  width: number;
  height: number;
}

/** Width over height of the board every viewer shows. */
export const BOARD_ASPECT = 16 / 9;

const side = (value: number) =>
  Math.round(Math.min(WHITEBOARD_MAX_SIDE, Math.max(WHITEBOARD_MIN_SIDE, value)));

/** The board that fits a place this wide (and at most this high, when known), in the board's aspect. */
export const boardSizeFor = (
  availableWidth: number,
  availableHeight = Number.POSITIVE_INFINITY,
): BoardSize => {
  const width = Math.min(availableWidth, availableHeight * BOARD_ASPECT);
  return { width: side(width), height: side(width / BOARD_ASPECT) };
};

/**
 * A point of this board (now `board` in size) in the frame of a shape begun when the board had
 * another size: a board that resizes while a shape is drawn (the window, or the room laying out
 * around it) keeps the shape's points in the one frame its senderWbWidth × senderWbHeight names.
 */
export const inShapeFrame = (
  point: { x: number; y: number },
  board: BoardSize,
  shape: WhiteboardShape,
): { x: number; y: number } => ({
  x: (point.x * shape.senderWbWidth) / board.width,
  y: (point.y * shape.senderWbHeight) / board.height,
});

/** The board a shape was drawn on. */
export const shapeFrame = (shape: WhiteboardShape): BoardSize => ({
  width: shape.senderWbWidth,
  height: shape.senderWbHeight,
});

const scaled = (points: readonly number[], sx: number, sy: number) =>
  points.map((value, i) => (i % 2 === 0 ? value * sx : value * sy));

/** A boxed shape's corner and size on this board. */
const scaledBox = (
  shape: { x: number; y: number; width: number; height: number },
  sx: number,
  sy: number,
) => ({
  x: shape.x * sx,
  y: shape.y * sy,
  width: shape.width * sx,
  height: shape.height * sy,
});

/**
 * A shape as this viewer draws it: its coordinates taken from its drawer's board (senderWbWidth ×
 * senderWbHeight) to this board, x by width over senderWbWidth and y by height over senderWbHeight
 * (spec 2 §3), so a board drawn on a laptop is right on a phone. Stroke widths follow the mean scale.
 */
export const toViewer = (shape: WhiteboardShape, board: BoardSize): WhiteboardShape => {
  const sx = board.width / shape.senderWbWidth;
  const sy = board.height / shape.senderWbHeight;
  const mean = (sx + sy) / 2;
  const on = { senderWbWidth: board.width, senderWbHeight: board.height };
  switch (shape.className) {
    case 'LinePath':
      return { ...shape, ...on, points: scaled(shape.points, sx, sy), strokeWidth: shape.strokeWidth * mean };
    case 'Line': {
      const [x1, y1, x2, y2] = shape.points;
      return {
        ...shape,
        ...on,
        points: [x1 * sx, y1 * sy, x2 * sx, y2 * sy],
        strokeWidth: shape.strokeWidth * mean,
      };
    }
    case 'Text':
      return { ...shape, ...on, x: shape.x * sx, y: shape.y * sy, fontSize: shape.fontSize * sy };
    case 'Image':
      return { ...shape, ...on, ...scaledBox(shape, sx, sy) };
    default:
      return { ...shape, ...on, ...scaledBox(shape, sx, sy), strokeWidth: shape.strokeWidth * mean };
  }
};
