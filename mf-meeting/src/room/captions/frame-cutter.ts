import { TRANSCRIPTION_FRAME_SAMPLES } from '@canstring/contracts';

/** One frame of audio, in a buffer of its own (as sent on the socket). */
export type Frame = Int16Array<ArrayBuffer>;

export interface FrameCutter {
  /** Adds samples; answers the whole frames they complete (none, one or more). */
  push(samples: Int16Array): Frame[];
  /** The rest as one last frame padded with silence, or nothing when no sample is waiting. */
  flush(): Frame | null;
}

/**
 * Cuts 16 kHz samples into the transcription socket's frames (TRANSCRIPTION_FRAME_SAMPLES each,
 * spec 3 §9), carrying what is left over to the next push.
 */
export const createFrameCutter = (size: number = TRANSCRIPTION_FRAME_SAMPLES): FrameCutter => {
  let frame = new Int16Array(size);
  let filled = 0;
  return {
    push(samples) {
      const frames: Frame[] = [];
      let from = 0;
      while (from < samples.length) {
        const taken = Math.min(size - filled, samples.length - from);
        frame.set(samples.subarray(from, from + taken), filled);
        filled += taken;
        from += taken;
        if (filled === size) {
          frames.push(frame);
          frame = new Int16Array(size);
          filled = 0;
        }
      }
      return frames;
    },
    flush() {
      if (filled === 0) return null;
      const last = frame;
      frame = new Int16Array(size);
      filled = 0;
      return last;
    },
  };
};
