import { TRANSCRIPTION_FRAME_SAMPLES, TRANSCRIPTION_SAMPLE_RATE } from '@canstring/contracts';
import {
  GO_FORWARD_RAW,
  GO_FORWARD_TEXT,
  goForwardFrames,
} from '../../../services/transcription/src/test-support/go-forward';

/** A frame's length of audio. */
export const FRAME_MS = (TRANSCRIPTION_FRAME_SAMPLES / TRANSCRIPTION_SAMPLE_RATE) * 1000;
/** Windows of 10 ms for the energy that finds where the speech ends. */
const WINDOW_SAMPLES = TRANSCRIPTION_SAMPLE_RATE / 100;
/** A window is speech when its RMS is above this share of the loudest window's. */
const SPEECH_SHARE = 0.1;

/** One spoken utterance in socket frames, and where its speech is. */
export interface Utterance {
  source: string;
  text: string;
  frames: Int16Array[];
  /** Index of the frame holding the first speech sample. */
  firstSpeechFrame: number;
  /** Index of the frame holding the last speech sample: its send is the end of the utterance. */
  lastSpeechFrame: number;
  /** The speech itself, from its first to its last loud window, in ms. */
  speechMs: number;
}

const windowRms = (samples: Int16Array): number[] => {
  const rms: number[] = [];
  for (let at = 0; at + WINDOW_SAMPLES <= samples.length; at += WINDOW_SAMPLES) {
    let sum = 0;
    for (let i = at; i < at + WINDOW_SAMPLES; i++) sum += samples[i]! * samples[i]!;
    rms.push(Math.sqrt(sum / WINDOW_SAMPLES));
  }
  return rms;
};

/** pocketsphinx's test recording "go forward ten meters", where its speech starts and ends found once by energy. */
export const goForwardUtterance = (): Utterance => {
  const frames = goForwardFrames();
  const samples = new Int16Array(frames.length * TRANSCRIPTION_FRAME_SAMPLES);
  frames.forEach((frame, index) => {
    samples.set(frame, index * TRANSCRIPTION_FRAME_SAMPLES);
  });
  const rms = windowRms(samples);
  const loudest = Math.max(...rms);
  const first = rms.findIndex((r) => r > loudest * SPEECH_SHARE);
  const last = rms.findLastIndex((r) => r > loudest * SPEECH_SHARE);
  const frameOf = (sample: number) => Math.floor(sample / TRANSCRIPTION_FRAME_SAMPLES);
  return {
    source: GO_FORWARD_RAW,
    text: GO_FORWARD_TEXT,
    frames,
    firstSpeechFrame: frameOf(first * WINDOW_SAMPLES),
    lastSpeechFrame: frameOf((last + 1) * WINDOW_SAMPLES - 1),
    speechMs: (last + 1 - first) * 10,
  };
};

/** A frame of silence. */
export const silentFrame = (): Int16Array => new Int16Array(TRANSCRIPTION_FRAME_SAMPLES);
