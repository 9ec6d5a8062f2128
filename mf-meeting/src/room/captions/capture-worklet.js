/**
 * The speech capture's AudioWorklet (a plain script: the browser loads it by URL, as a webpack
 * asset from this remote's own origin, which the pages' script-src allows; a Blob URL would not be).
 * It mixes the mic to mono, downsamples it from the context's rate to 16 kHz with a box filter
 * (each output sample the mean of the input samples it covers, so no tone above 8 kHz folds back),
 * turns it into 16-bit integers and posts chunks of CHUNK_SAMPLES (20 ms) to the page.
 */
const OUTPUT_RATE = 16000;
const CHUNK_SAMPLES = 320;

/** A float sample (-1..1) as a 16-bit integer, clamped. */
const int16Of = (value) => {
  const clamped = Math.max(-1, Math.min(1, value));
  return clamped < 0 ? Math.round(clamped * 0x8000) : Math.round(clamped * 0x7fff);
};

/**
 * A resampler from `inputRate` to 16 kHz that carries what it has not used yet from one call to the
 * next: after N input samples it has given exactly floor(N * 16000 / inputRate). Output sample k
 * covers the input samples from floor(k * inputRate / 16000) up to the next one's start (integers,
 * so no rounding drifts over an hour).
 */
const createResampler = (inputRate) => {
  let produced = 0;
  let consumed = 0;
  let pending = new Float32Array(0);
  return (input) => {
    const buffer = new Float32Array(pending.length + input.length);
    buffer.set(pending);
    buffer.set(input, pending.length);
    const out = [];
    for (;;) {
      const start = Math.floor((produced * inputRate) / OUTPUT_RATE) - consumed;
      const end = Math.floor(((produced + 1) * inputRate) / OUTPUT_RATE) - consumed;
      if (end > buffer.length) break;
      let sum = 0;
      for (let i = start; i < end; i += 1) sum += buffer[i];
      out.push(int16Of(end > start ? sum / (end - start) : 0));
      produced += 1;
    }
    const used = Math.floor((produced * inputRate) / OUTPUT_RATE) - consumed;
    pending = buffer.slice(used);
    consumed += used;
    return Int16Array.from(out);
  };
};

class SpeechCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.resample = createResampler(sampleRate);
    this.chunk = new Int16Array(CHUNK_SAMPLES);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0] ?? [];
    const first = channels[0];
    if (!first) return true;
    const mono = new Float32Array(first.length);
    for (const channel of channels) for (let i = 0; i < mono.length; i += 1) mono[i] += channel[i];
    if (channels.length > 1) for (let i = 0; i < mono.length; i += 1) mono[i] /= channels.length;
    for (const sample of this.resample(mono)) {
      this.chunk[this.filled] = sample;
      this.filled += 1;
      if (this.filled === CHUNK_SAMPLES) {
        this.port.postMessage(this.chunk, [this.chunk.buffer]);
        this.chunk = new Int16Array(CHUNK_SAMPLES);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor('speech-capture', SpeechCaptureProcessor);
