import {
  WHITEBOARD_ERASER_SELECTED_SIZE,
  WHITEBOARD_IDLE_RELEASE_MS,
  WHITEBOARD_MAX_POINTS,
  type WhiteboardShape,
  type WhiteboardSnapshot,
} from '@canstring/contracts';
import { otherHolder } from './board-holder';
import { boardSizeFor, inShapeFrame, shapeFrame, toViewer } from './board-scale';
import { defaultPen, growShape, imageShape, startShape, textShape } from './drawing-tools';
import { drawn, forget, noHistory, redo, undo } from './own-history';
import { noPage, pageShapesReducer } from './page-shapes';

const laptop = { width: 1200, height: 675 };
const phone = { width: 600, height: 300 };

const stroke = (
  id: string,
  points: number[] = [10, 10, 20, 20],
): Extract<WhiteboardShape, { className: 'LinePath' }> => ({
  id,
  className: 'LinePath',
  points,
  colour: '#000000',
  strokeWidth: 10,
  eraser: false,
  senderWbWidth: laptop.width,
  senderWbHeight: laptop.height,
});

describe('the board size', () => {
  it('fits the place in 16:9, within the contract sides', () => {
    expect(boardSizeFor(1600)).toEqual({ width: 1600, height: 900 });
    expect(boardSizeFor(1600, 450)).toEqual({ width: 800, height: 450 });
    expect(boardSizeFor(20)).toEqual({ width: 100, height: 100 });
  });
});

describe('scaling a shape to the viewer', () => {
  it('scales x by width over the sender width and y by height over the sender height', () => {
    const shape = stroke('a', [1200, 675, 600, 0]);
    const seen = toViewer(shape, phone);
    expect(seen).toMatchObject({ points: [600, 300, 300, 0], senderWbWidth: 600, senderWbHeight: 300 });
    // Widths follow the mean of the two scales.
    expect(seen.className === 'LinePath' && seen.strokeWidth).toBeCloseTo(10 * ((0.5 + 300 / 675) / 2));
  });

  it('scales boxes, text and pictures', () => {
    const start = { x: 120, y: 135 };
    const drawnBox = growShape(
      startShape('rectangle', defaultPen, 'b', start, laptop),
      start,
      { x: 360, y: 270 },
      laptop,
    );
    const box = toViewer(drawnBox, phone);
    expect(box).toMatchObject({ x: 60, y: 60, width: 120, height: 60 });
    const text = toViewer(textShape('t', 'Hi', { x: 1200, y: 675 }, defaultPen, laptop), phone);
    expect(text).toMatchObject({ x: 600, y: 300, fontSize: 16 * (300 / 675) });
    const picture = toViewer(imageShape('i', 'pic.png', { width: 600, height: 300 }, laptop), phone);
    expect(picture).toMatchObject({ x: 150, width: 300, image: 'pic.png' });
  });
});

describe('drawing with the tools', () => {
  it('grows a stroke point by point, kept on the board and within the point limit', () => {
    let shape = startShape('pen', defaultPen, 's', { x: 5, y: 5 }, laptop);
    shape = growShape(shape, { x: 5, y: 5 }, { x: 5.2, y: 5 }, laptop);
    expect(shape.className === 'LinePath' && shape.points).toEqual([5, 5]);
    shape = growShape(shape, { x: 5, y: 5 }, { x: 2000, y: -3 }, laptop);
    expect(shape.className === 'LinePath' && shape.points).toEqual([5, 5, 1200, 0]);
    const full: WhiteboardShape = {
      ...stroke('f'),
      className: 'LinePath',
      points: Array.from({ length: WHITEBOARD_MAX_POINTS * 2 }, (_, i) => i % 600),
    };
    expect(growShape(full, { x: 0, y: 0 }, { x: 700, y: 10 }, laptop)).toBe(full);
  });

  it('keeps a shape in the frame it began in when the board is resized while it is drawn', () => {
    const start = { x: 120, y: 135 };
    let shape = startShape('pen', defaultPen, 'r', start, laptop);
    // The board shrinks to half its size; the pen moves to what is now its middle.
    const half = { width: laptop.width / 2, height: laptop.height / 2 };
    const at = inShapeFrame({ x: 300, y: 168.75 }, half, shape);
    shape = growShape(shape, start, at, shapeFrame(shape));
    expect(shape).toMatchObject({ points: [120, 135, 600, 337.5], senderWbWidth: 1200, senderWbHeight: 675 });
    // Seen on the half board it ends in that board's middle, where the pen was.
    expect(toViewer(shape, half)).toMatchObject({ points: [60, 67.5, 300, 168.75] });
  });

  it('erases with the selected eraser size, and spans boxes from the start in any direction', () => {
    expect(startShape('eraser', defaultPen, 'e', { x: 1, y: 1 }, laptop)).toMatchObject({
      eraser: true,
      strokeWidth: WHITEBOARD_ERASER_SELECTED_SIZE,
    });
    const start = { x: 100, y: 100 };
    const box = growShape(
      startShape('ellipse', defaultPen, 'o', start, laptop),
      start,
      { x: 40, y: 160 },
      laptop,
    );
    expect(box).toMatchObject({ className: 'Ellipse', x: 40, y: 100, width: 60, height: 60 });
    const line = growShape(
      startShape('line', defaultPen, 'l', start, laptop),
      start,
      { x: 300, y: 50 },
      laptop,
    );
    expect(line).toMatchObject({ points: [100, 100, 300, 50] });
  });
});

describe("the page's shapes", () => {
  it('applies what was heard during the read on top of its answer, and ignores other pages and stale reads', () => {
    let page = pageShapesReducer(noPage, { type: 'open', boardId: 'b1', page: 0 });
    page = pageShapesReducer(page, {
      type: 'change',
      page: 0,
      change: { kind: 'put', shape: stroke('new') },
    });
    page = pageShapesReducer(page, { type: 'change', page: 0, change: { kind: 'remove', shapeId: 'old' } });
    page = pageShapesReducer(page, { type: 'change', page: 1, change: { kind: 'clear' } });
    expect(page.shapes).toEqual([]);
    expect(pageShapesReducer(page, { type: 'loaded', boardId: 'b1', page: 3, shapes: [stroke('x')] })).toBe(
      page,
    );
    page = pageShapesReducer(page, {
      type: 'loaded',
      boardId: 'b1',
      page: 0,
      shapes: [stroke('old'), stroke('kept')],
    });
    expect(page.shapes.map((s) => s.id)).toEqual(['kept', 'new']);
    expect(page.pending).toEqual([]);
  });

  it('replaces a growing shape in place, removes undone ones and empties a cleared page', () => {
    let page = pageShapesReducer(noPage, { type: 'open', boardId: 'b1', page: 0 });
    page = pageShapesReducer(page, {
      type: 'loaded',
      boardId: 'b1',
      page: 0,
      shapes: [stroke('a'), stroke('b')],
    });
    page = pageShapesReducer(page, {
      type: 'change',
      page: 0,
      change: { kind: 'put', shape: stroke('a', [1, 1, 2, 2, 3, 3]) },
    });
    expect(page.shapes.map((s) => [s.id, s.className === 'LinePath' && s.points.length])).toEqual([
      ['a', 6],
      ['b', 4],
    ]);
    page = pageShapesReducer(page, { type: 'change', page: 0, change: { kind: 'remove', shapeId: 'a' } });
    expect(page.shapes.map((s) => s.id)).toEqual(['b']);
    page = pageShapesReducer(page, { type: 'change', page: 0, change: { kind: 'clear' } });
    expect(page.shapes).toEqual([]);
  });
});

describe('undo and redo of one’s own shapes', () => {
  it('takes back the newest, puts it back, and forgets the redo on a new drawing', () => {
    let history = drawn(drawn(noHistory, stroke('a')), stroke('b'));
    const first = undo(history);
    expect(first.shape?.id).toBe('b');
    history = first.history;
    const again = redo(history);
    expect(again.shape?.id).toBe('b');
    history = drawn(undo(again.history).history, stroke('c'));
    expect(redo(history).shape).toBeNull();
    expect(forget(history, 'c').done.map((s) => s.id)).toEqual(['a']);
    expect(undo(noHistory).shape).toBeNull();
  });
});

describe('someone else holding the board', () => {
  const now = Date.parse('2026-03-10T14:00:00Z');
  const held = (holderId: string | null, inMs: number): WhiteboardSnapshot => ({
    boardId: 'b1',
    page: 0,
    pages: 1,
    holderId,
    holderName: holderId ? 'Ada' : null,
    heldUntil: holderId ? new Date(now + inMs).toISOString() : null,
  });

  it('is told while their hold is ahead, not for one’s own hold nor a free board', () => {
    expect(otherHolder(held('p1', 5_000), 'p2', null, now)).toEqual({ name: 'Ada', until: now + 5_000 });
    expect(otherHolder(held('p1', 5_000), 'p1', null, now)).toBeNull();
    expect(otherHolder(held(null, 0), 'p2', null, now)).toBeNull();
    expect(otherHolder(held('p1', -1), 'p2', null, now)).toBeNull();
  });

  it('ends the idle time after their last stroke heard', () => {
    const heard = { participantId: 'p1', at: now - 4_000 };
    expect(otherHolder(held('p1', 9_000), 'p2', heard, now)?.until).toBe(
      now - 4_000 + WHITEBOARD_IDLE_RELEASE_MS,
    );
    expect(otherHolder(held('p1', 9_000), 'p2', heard, now + 6_000)).toBeNull();
    // A stroke of someone else says nothing of this holder.
    expect(otherHolder(held('p1', 9_000), 'p2', { participantId: 'p3', at: now }, now)?.until).toBe(
      now + 9_000,
    );
  });
});
