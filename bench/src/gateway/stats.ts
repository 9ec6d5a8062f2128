/** Throughput and latency of one measured run. */
export interface RunFigures {
  requests: number;
  failures: number;
  /** Every request answered, warm-up included (to spread a server's CPU time over). */
  answered: number;
  seconds: number;
  perSecond: number;
  /** CPU the load generator itself used per answered request. */
  clientCpuMicros?: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

/** Latencies are collected in milliseconds into a preallocated buffer, so measuring allocates nothing. */
export class LatencyRecorder {
  private readonly samples: Float64Array;
  private count = 0;
  failures = 0;
  answered = 0;

  constructor(capacity: number) {
    this.samples = new Float64Array(capacity);
  }

  get full(): boolean {
    return this.count >= this.samples.length;
  }

  record(ms: number): void {
    if (this.count < this.samples.length) this.samples[this.count++] = ms;
  }

  figures(seconds: number): RunFigures {
    const sorted = this.samples.slice(0, this.count).sort();
    return {
      requests: this.count,
      failures: this.failures,
      answered: this.answered,
      seconds,
      perSecond: this.count / seconds,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    };
  }
}

export const elapsedMs = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;
