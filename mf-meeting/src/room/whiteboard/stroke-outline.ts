import { getStroke } from 'perfect-freehand';

/**
 * The outline of a freehand stroke (perfect-freehand), as the flat x, y list a closed Konva line
 * fills. The stroke is drawn as complete up to its last point (`last`): without it perfect-freehand
 * eases the end toward the pen and stops short of it, by about a third of the last step (5 px of a
 * 150 px stroke drawn in 12 steps, 23 px in 3), so a finished stroke did not end where the pen lifted
 * and a stroke being drawn trailed behind the pen.
 */
export const strokeOutline = (points: readonly number[], size: number, eraser: boolean): number[] => {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < points.length; i += 2) pairs.push([points[i] as number, points[i + 1] as number]);
  return getStroke(pairs, {
    size,
    thinning: eraser ? 0 : 0.5,
    smoothing: 0.5,
    streamline: 0.4,
    last: true,
  }).flat();
};
