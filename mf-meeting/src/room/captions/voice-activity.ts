/**
 * An energy voice-activity detector: speech starts once the level has stayed at or over the
 * threshold for `startMs`, and ends once it has stayed under it for `endMs` (a pause between words
 * does not end it). It only counts time; what to keep from before the start is the speech gate's.
 */
export interface VoiceActivityOptions {
  /** The level (RMS of the samples, 0 to 1) from which a sound counts as speech. */
  threshold: number;
  startMs: number;
  endMs: number;
}

/** What one step found: still quiet, speech starting, speech going on, or speech ended. */
export type VoiceStep = 'silence' | 'start' | 'speech' | 'end';

export const SPEECH_DETECTION: VoiceActivityOptions = { threshold: 0.01, startMs: 100, endMs: 600 };

export interface VoiceActivity {
  /** One stretch of sound: its level and how long it lasts. */
  step(level: number, durationMs: number): VoiceStep;
  readonly speaking: boolean;
}

export const createVoiceActivity = (options: VoiceActivityOptions = SPEECH_DETECTION): VoiceActivity => {
  let speaking = false;
  let loudMs = 0;
  let quietMs = 0;
  return {
    get speaking() {
      return speaking;
    },
    step(level, durationMs) {
      const loud = level >= options.threshold;
      if (!speaking) {
        loudMs = loud ? loudMs + durationMs : 0;
        if (loudMs < options.startMs) return 'silence';
        speaking = true;
        quietMs = 0;
        return 'start';
      }
      quietMs = loud ? 0 : quietMs + durationMs;
      if (quietMs < options.endMs) return 'speech';
      speaking = false;
      loudMs = 0;
      return 'end';
    },
  };
};

/** The level of 16-bit samples: their root mean square, 0 (silence) to 1 (full scale). */
export const levelOf = (samples: Int16Array): number => {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length) / 0x8000;
};
