import { TRANSCRIPTION_SAMPLE_RATE } from '@canstring/contracts';
import { createFrameCutter, type Frame } from './frame-cutter';
import { createVoiceActivity, levelOf, SPEECH_DETECTION, type VoiceActivityOptions } from './voice-activity';

/** Sound kept from before speech is detected, so its first syllable reaches the engine. */
export const SPEECH_PRE_ROLL_MS = 300;

export interface SpeechGateOptions {
  /** A speech begins (its pre-roll follows as frames). */
  onStart: () => void;
  /** A whole frame of speech for the socket. */
  onFrame: (frame: Frame) => void;
  /** A speech ended; its last frame (padded with silence) has been given. */
  onEnd: () => void;
  detection?: VoiceActivityOptions;
  preRollMs?: number;
}

export interface SpeechGate {
  /** A chunk of 16 kHz samples from the mic. */
  push(samples: Int16Array): void;
}

const durationMs = (samples: Int16Array) => (samples.length * 1000) / TRANSCRIPTION_SAMPLE_RATE;

/**
 * Lets through only speech (voice activity detection), cut into the socket's frames: the sound of
 * the last `preRollMs` before the start, the speech, and its trailing quiet up to the detected end
 * (so the engine hears the utterance finish). Quiet costs nothing: no frame is given while nobody speaks.
 */
export const createSpeechGate = ({
  onStart,
  onFrame,
  onEnd,
  detection = SPEECH_DETECTION,
  preRollMs = SPEECH_PRE_ROLL_MS,
}: SpeechGateOptions): SpeechGate => {
  const vad = createVoiceActivity(detection);
  const cutter = createFrameCutter();
  let preRoll: Int16Array[] = [];
  const pass = (samples: Int16Array) => {
    for (const frame of cutter.push(samples)) onFrame(frame);
  };
  return {
    push(samples) {
      const step = vad.step(levelOf(samples), durationMs(samples));
      if (step === 'silence') {
        preRoll.push(samples);
        let kept = preRoll.reduce((ms, chunk) => ms + durationMs(chunk), 0);
        while (kept > preRollMs && preRoll.length > 0) {
          kept -= durationMs(preRoll[0] as Int16Array);
          preRoll = preRoll.slice(1);
        }
        return;
      }
      if (step === 'start') {
        onStart();
        for (const chunk of preRoll) pass(chunk);
        preRoll = [];
      }
      pass(samples);
      if (step === 'end') {
        const last = cutter.flush();
        if (last) onFrame(last);
        onEnd();
      }
    },
  };
};
