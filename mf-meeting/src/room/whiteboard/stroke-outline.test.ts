import { WHITEBOARD_DEFAULT_STROKE_SIZE } from '@canstring/contracts';
import { strokeOutline } from './stroke-outline';

/**
 * Whether the canvas fills a point of the closed outline: its winding number is not zero (the
 * canvas's default rule; a stroke's round end is wound more than once).
 */
const filled = (outline: number[], x: number, y: number): boolean => {
  let winding = 0;
  const n = outline.length / 2;
  for (let i = 0; i < n; i += 1) {
    const j = (i + 1) % n;
    const at = (k: number) => outline[k] ?? 0;
    const [xi, yi, xj, yj] = [at(2 * i), at(2 * i + 1), at(2 * j), at(2 * j + 1)];
    const side = (xj - xi) * (y - yi) - (x - xi) * (yj - yi);
    if (yi <= y && yj > y && side > 0) winding += 1;
    if (yi > y && yj <= y && side < 0) winding -= 1;
  }
  return winding !== 0;
};

/** A straight stroke from (80, 45) to (200, 135), in `steps` moves of the pen. */
const penPoints = (steps: number): number[] =>
  Array.from({ length: steps + 1 }, (_, i) => [80 + (120 * i) / steps, 45 + (90 * i) / steps]).flat();

describe('a freehand stroke’s outline', () => {
  it.each([12, 3])('covers the point where the pen is, drawn in %i moves', (steps) => {
    const outline = strokeOutline(penPoints(steps), WHITEBOARD_DEFAULT_STROKE_SIZE, false);
    expect(filled(outline, 200, 135)).toBe(true);
    // A point past the end, beyond the pen's width, is not drawn.
    expect(
      filled(outline, 200 + 4 * WHITEBOARD_DEFAULT_STROKE_SIZE, 135 + 3 * WHITEBOARD_DEFAULT_STROKE_SIZE),
    ).toBe(false);
    expect(filled(outline, 80, 45)).toBe(true);
  });
});
