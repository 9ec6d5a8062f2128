import { createSpeechGate } from './speech-gate';

/** 20 ms chunks at 16 kHz: quiet ones, and loud ones marked by their value. */
const quiet = () => new Int16Array(320);
const loud = () => new Int16Array(320).fill(16_000);

const gate = () => {
  const events: string[] = [];
  const frames: Int16Array[] = [];
  const speech = createSpeechGate({
    onStart: () => events.push('start'),
    onFrame: (frame) => {
      events.push('frame');
      frames.push(frame);
    },
    onEnd: () => events.push('end'),
  });
  const push = (n: number, chunk: () => Int16Array) => {
    for (let i = 0; i < n; i += 1) speech.push(chunk());
  };
  return { events, frames, push };
};

describe('the speech gate', () => {
  it('gives nothing while it is quiet', () => {
    const { events, push } = gate();
    push(200, quiet);
    expect(events).toEqual([]);
  });

  it('gives one utterance with 300 ms before it and its trailing quiet, in whole frames', () => {
    const { events, frames, push } = gate();
    push(30, quiet);
    push(50, loud);
    push(80, quiet);
    // 15 chunks of pre-roll, 50 loud, 30 quiet to the end: 95 chunks of 320 = 7 frames and a padded 8th.
    expect(events).toEqual(['start', ...Array.from({ length: 8 }, () => 'frame'), 'end']);
    expect(frames.every((f) => f.length === 4096)).toBe(true);
    // The pre-roll keeps the 300 ms before the start: 11 quiet chunks, then the speech's first 80 ms.
    const first = frames[0] as Int16Array;
    expect(first[11 * 320 - 1]).toBe(0);
    expect(first[11 * 320]).toBe(16_000);
    // The padded last frame: 95 * 320 - 7 * 4096 = 1728 samples of the utterance, then silence.
    expect((frames[7] as Int16Array).slice(1728).every((s) => s === 0)).toBe(true);
  });

  it('keeps less pre-roll when speech comes at once', () => {
    const { frames, push } = gate();
    push(2, quiet);
    push(300, loud);
    // 2 quiet chunks and 4 onset chunks were kept: the first frame begins with the 2 quiet ones.
    expect(frames[0]?.[639]).toBe(0);
    expect(frames[0]?.[640]).toBe(16_000);
  });

  it('gives each utterance its own start and end', () => {
    const { events, push } = gate();
    push(10, loud);
    push(40, quiet);
    push(10, loud);
    push(40, quiet);
    expect(events.filter((e) => e !== 'frame')).toEqual(['start', 'end', 'start', 'end']);
  });
});
