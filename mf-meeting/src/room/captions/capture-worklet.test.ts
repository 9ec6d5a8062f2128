/** The capture worklet, loaded as the browser would, with the worklet scope's globals stood in. */
type Posted = Int16Array[];
interface Processor {
  process(inputs: Float32Array[][]): boolean;
}

const loadProcessor = (rate: number): { processor: Processor; posted: Posted } => {
  const posted: Posted = [];
  let registered: (new () => Processor) | undefined;
  class FakeWorkletProcessor {
    port = { postMessage: (chunk: Int16Array) => posted.push(chunk) };
  }
  Object.assign(globalThis, {
    sampleRate: rate,
    AudioWorkletProcessor: FakeWorkletProcessor,
    registerProcessor: (name: string, processor: new () => Processor) => {
      expect(name).toBe('speech-capture');
      registered = processor;
    },
  });
  jest.isolateModules(() => {
    require('./capture-worklet.js');
  });
  if (!registered) throw new Error('no processor registered');
  return { processor: new registered(), posted };
};

/** `seconds` of input at `rate`, in the 128-sample quanta the audio thread gives. */
const feed = (processor: Processor, rate: number, seconds: number, value: (i: number) => number) => {
  const total = Math.round(rate * seconds);
  for (let at = 0; at < total; at += 128) {
    const quantum = new Float32Array(Math.min(128, total - at)).map((_, i) => value(at + i));
    processor.process([[quantum]]);
  }
};

const samplesOf = (posted: Posted) => posted.reduce((n, chunk) => n + chunk.length, 0);

describe('the speech capture worklet', () => {
  it('turns one second at 48 kHz into exactly 16000 samples, in 20 ms chunks', () => {
    const { processor, posted } = loadProcessor(48_000);
    feed(processor, 48_000, 1, () => 0.25);
    expect(posted.every((chunk) => chunk.length === 320)).toBe(true);
    expect(samplesOf(posted)).toBe(16_000);
    expect(posted[0]?.[0]).toBe(Math.round(0.25 * 0x7fff));
  });

  it('keeps the exact count at 44.1 kHz over a long run (floor of N * 16000 / 44100)', () => {
    const { processor, posted } = loadProcessor(44_100);
    feed(processor, 44_100, 10, () => 0);
    // 160000 samples are 500 whole chunks.
    expect(samplesOf(posted)).toBe(160_000);
  });

  it('averages the input it covers: a tone at the input Nyquist rate comes out silent', () => {
    const { processor, posted } = loadProcessor(32_000);
    feed(processor, 32_000, 0.02, (i) => (i % 2 === 0 ? 0.5 : -0.5));
    expect(posted).toHaveLength(1);
    expect([...(posted[0] ?? [])].every((s) => s === 0)).toBe(true);
  });

  it('clamps to 16 bits: full scale is 32767 and -32768', () => {
    const up = loadProcessor(16_000);
    feed(up.processor, 16_000, 0.02, () => 2);
    expect(up.posted[0]?.[0]).toBe(32_767);
    const down = loadProcessor(16_000);
    feed(down.processor, 16_000, 0.02, () => -1);
    expect(down.posted[0]?.[0]).toBe(-32_768);
  });

  it('mixes the channels to mono', () => {
    const { processor, posted } = loadProcessor(16_000);
    for (let i = 0; i < 3; i += 1)
      processor.process([[new Float32Array(128).fill(0.5), new Float32Array(128)]]);
    expect(posted[0]?.[0]).toBe(Math.round(0.25 * 0x7fff));
  });

  it('waits through a quantum with no input (the track muted)', () => {
    const { processor, posted } = loadProcessor(48_000);
    expect(processor.process([[]])).toBe(true);
    expect(posted).toHaveLength(0);
  });
});
