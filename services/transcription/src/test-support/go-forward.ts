import { readFileSync } from 'node:fs';
import { TRANSCRIPTION_FRAME_SAMPLES } from '@canstring/contracts';

/** Debian pocketsphinx-testdata's recording (16 kHz, 16-bit mono): pocketsphinx hears exactly this. */
export const GO_FORWARD_RAW = '/usr/share/pocketsphinx/test/data/goforward.raw';
export const GO_FORWARD_TEXT = 'go forward ten meters';

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
