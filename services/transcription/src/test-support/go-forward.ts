import { readFileSync } from 'node:fs';
import { TRANSCRIPTION_FRAME_SAMPLES } from '@canstring/contracts';

/** Debian pocketsphinx-testdata's recording (16 kHz, 16-bit mono): pocketsphinx hears exactly this. */
export const GO_FORWARD_RAW = '/usr/share/pocketsphinx/test/data/goforward.raw';
export const GO_FORWARD_TEXT = 'go forward ten meters';

/**
 * A lag no busy machine reaches, for the tests that are not about skipping late audio: they send the
 * recording at once, so its last frame waits for the model to load and every frame before it to be
 * heard (about 0.6 s on a quiet machine, over 3 s, the product's bound, on a loaded one).
 */
export const NEVER_BEHIND_MS = 60_000;

/** The recording in socket frames of TRANSCRIPTION_FRAME_SAMPLES, the last one padded with silence. */
export const goForwardFrames = (): Int16Array[] => {
  const bytes = readFileSync(GO_FORWARD_RAW);
  const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
  const frames: Int16Array[] = [];
  for (let at = 0; at < samples.length; at += TRANSCRIPTION_FRAME_SAMPLES) {
    const frame = new Int16Array(TRANSCRIPTION_FRAME_SAMPLES);
    frame.set(samples.subarray(at, at + TRANSCRIPTION_FRAME_SAMPLES));
    frames.push(frame);
  }
  return frames;
};
