import { CALL_RING_TONE } from '@canstring/contracts';

type AudioContextClass = typeof AudioContext;

/**
 * Plays the ring tone in a loop until the answer is called (spec 3 §9): two sine tones through one
 * gain that is opened for onMs in every periodMs. Generated with Web Audio, so no sound file is loaded.
 * Where Web Audio is missing (tests, old browsers) it stays silent.
 */
export const startRingTone = (): (() => void) => {
  const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  if (!Context) return () => undefined;
  const audio = new Context();
  const gain = audio.createGain();
  gain.gain.value = 0;
  gain.connect(audio.destination);
  const oscillators = CALL_RING_TONE.frequencies.map((frequency) => {
    const oscillator = audio.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start();
    return oscillator;
  });
  const ring = () => {
    const at = audio.currentTime;
    gain.gain.setValueAtTime(CALL_RING_TONE.volume, at);
    gain.gain.setValueAtTime(0, at + CALL_RING_TONE.onMs / 1000);
  };
  ring();
  const timer = setInterval(ring, CALL_RING_TONE.periodMs);
  return () => {
    clearInterval(timer);
    for (const oscillator of oscillators) oscillator.stop();
    void audio.close();
  };
};
