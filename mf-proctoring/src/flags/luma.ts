import { EXAM_BLACK_CAMERA_LUMA, EXAM_BLACK_CAMERA_MS } from '@canstring/contracts';

/** The mean luma (0-255, BT.601) of an RGBA picture. */
export const meanLuma = (rgba: Uint8ClampedArray): number => {
  const pixels = Math.floor(rgba.length / 4);
  if (!pixels) return 0;
  let sum = 0;
  for (let i = 0; i < pixels * 4; i += 4)
    sum += 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
  return sum / pixels;
};

/**
 * Tells a camera that stays black: samples of its mean luma, each with its time; once they stay under
 * EXAM_BLACK_CAMERA_LUMA for EXAM_BLACK_CAMERA_MS, `onBlack` is told once, and again only after a
 * brighter picture came back. A sample that could not be taken (null) breaks nothing and proves nothing.
 */
export const createDarkness = (onBlack: () => void) => {
  let darkSince: number | null = null;
  let told = false;
  return {
    sample(luma: number | null, at: number) {
      if (luma === null) return;
      if (luma >= EXAM_BLACK_CAMERA_LUMA) {
        darkSince = null;
        told = false;
        return;
      }
      darkSince ??= at;
      if (!told && at - darkSince >= EXAM_BLACK_CAMERA_MS) {
        told = true;
        onBlack();
      }
    },
  };
};
