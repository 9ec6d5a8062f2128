import { createVoiceActivity, levelOf } from './voice-activity';

const options = { threshold: 0.1, startMs: 100, endMs: 600 };
/** Steps of 20 ms at the given levels. */
const run = (levels: number[], vad = createVoiceActivity(options)) => levels.map((l) => vad.step(l, 20));
const times = (n: number, level: number) => Array.from({ length: n }, () => level);

describe('the voice-activity detector', () => {
  it('starts after 100 ms over the threshold, not before', () => {
    expect(run([...times(4, 0.5), 0.5])).toEqual(['silence', 'silence', 'silence', 'silence', 'start']);
  });

  it('does not start on a click: a short loud burst is reset by quiet', () => {
    const steps = run([...times(4, 0.5), 0, ...times(4, 0.5)]);
    expect(steps).not.toContain('start');
  });

  it('counts the threshold itself as loud', () => {
    expect(run(times(5, 0.1)).at(-1)).toBe('start');
  });

  it('ends after 600 ms under the threshold; a shorter pause goes on as speech', () => {
    const vad = createVoiceActivity(options);
    run(times(5, 0.5), vad);
    expect(vad.speaking).toBe(true);
    // A 400 ms pause between words, then a word.
    expect(run([...times(20, 0), 0.5], vad).every((s) => s === 'speech')).toBe(true);
    const tail = run(times(30, 0), vad);
    expect(tail.slice(0, 29).every((s) => s === 'speech')).toBe(true);
    expect(tail[29]).toBe('end');
    expect(vad.speaking).toBe(false);
  });

  it('starts again, with a fresh 100 ms, after an end', () => {
    const vad = createVoiceActivity(options);
    run([...times(5, 0.5), ...times(30, 0)], vad);
    expect(run(times(5, 0.5), vad)).toEqual(['silence', 'silence', 'silence', 'silence', 'start']);
  });

  it('measures the level of samples as their RMS, 0 to 1', () => {
    expect(levelOf(new Int16Array(320))).toBe(0);
    expect(levelOf(new Int16Array(320).fill(-0x8000))).toBe(1);
    expect(levelOf(Int16Array.from([0x4000, -0x4000]))).toBe(0.5);
    expect(levelOf(new Int16Array(0))).toBe(0);
  });
});
