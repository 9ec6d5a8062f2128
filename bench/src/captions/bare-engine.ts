import { createPocketsphinxEngine } from '../../../services/transcription/src/engine';
import { FRAME_MS, silentFrame, type Utterance } from './utterance';

/** Silence frames after the recording, enough for the engine to end the utterance. */
const TRAILING_SILENT_FRAMES = 4;

/** One utterance through the bare engine, with what real-time streaming would make of it. */
export interface BareUtterance {
  text: string;
  /** CPU time (user + system) of this process recognising the utterance, in ms. */
  cpuMs: number;
  /** From the end of the speech (the last speech frame fed) to the final hypothesis, at real-time pace. */
  finalMs: number;
  /** From the first speech frame fed to the first partial hypothesis, at real-time pace. */
  firstPartialMs: number;
}

export interface BareEngineFigures {
  utterances: BareUtterance[];
  /** The recording's length, silence included, in ms. */
  audioMs: number;
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/**
 * The transcription service's own engine module in this process, without socket, room or network:
 * each utterance's frames are fed as fast as the engine takes them. Streamed at real-time pace, the
 * frame after the last speech frame would arrive FRAME_MS later, so the time from the end of speech to
 * the final hypothesis is (frames in between) × FRAME_MS + the engine's time on the frame that gives it;
 * likewise for the first partial.
 */
export const measureBareEngine = (utterance: Utterance, count: number): BareEngineFigures => {
  const recognizer = createPocketsphinxEngine().recognizer('en-US');
  const frames = [...utterance.frames, ...Array.from({ length: TRAILING_SILENT_FRAMES }, silentFrame)];
  const utterances: BareUtterance[] = [];
  try {
    // One utterance first, as the service's speakers have (model pages loaded, caches warm).
    for (const frame of frames) recognizer.feed(frame);
    for (let n = 0; n < count; n++) {
      const cpuStart = process.cpuUsage();
      let finalMs = Number.NaN;
      let firstPartialMs = Number.NaN;
      let text = '';
      frames.forEach((frame, index) => {
        const fed = performance.now();
        const hypothesis = recognizer.feed(frame);
        const took = performance.now() - fed;
        if (!hypothesis) return;
        if (!hypothesis.isFinal && Number.isNaN(firstPartialMs)) {
          firstPartialMs = (index - utterance.firstSpeechFrame) * FRAME_MS + took;
        }
        if (hypothesis.isFinal && Number.isNaN(finalMs)) {
          finalMs = (index - utterance.lastSpeechFrame) * FRAME_MS + took;
          text = hypothesis.text;
        }
      });
      utterances.push({ text, cpuMs: cpuMsSince(cpuStart), finalMs, firstPartialMs });
    }
  } finally {
    recognizer.close();
  }
  return { utterances, audioMs: utterance.frames.length * FRAME_MS };
};
