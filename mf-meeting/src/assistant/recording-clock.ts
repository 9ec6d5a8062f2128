/** Time as the assistant's recorder reads it: injectable, so the 60 s auto-stop can be tested. */
export interface RecordingClock {
  now(): number;
  /** Calls `tick` every `ms`; answers how to stop. */
  every(ms: number, tick: () => void): () => void;
}

export const browserClock: RecordingClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
};
