import { execFileSync } from 'node:child_process';
import { MAIN } from '../compose/layout';

export interface MeanColour {
  r: number;
  g: number;
  b: number;
}

/** The square looked at: 40x40 pixels in the middle of the main picture (where a page or a share is drawn). */
const SIDE = 40;
const X = Math.round(MAIN.width / 2 - SIDE / 2);
const Y = Math.floor(MAIN.height / 2 - SIDE / 2);

/** The mean colour of the middle of a composed video's main picture at `second` (ffmpeg). */
export const mainPictureColour = (video: string, second: number): MeanColour => {
  const rgb = execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(second), '-i', video, '-frames:v', '1'],
    ...['-vf', `crop=${SIDE}:${SIDE}:${X}:${Y}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
  ]);
  const [r, g, b] = [0, 1, 2].map((c) => {
    let sum = 0;
    for (let i = c; i < rgb.length; i += 3) sum += rgb[i] ?? 0;
    return sum / (rgb.length / 3);
  });
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
};
