import { elapsedMs } from '../gateway/stats';

/** Delivery of one fan-out run: every message sent while measuring, to every subscriber. */
export interface FanoutFigures {
  subscribers: number;
  /** Messages sent while measuring (warm-up excluded). */
  sent: number;
  failedSends: number;
  /** Receipts expected: sent × subscribers. */
  expected: number;
  delivered: number;
  seconds: number;
  /** Receipts per second over all subscribers. */
  deliveredPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

/**
 * Send times by message reference and every receipt's latency (send → receipt, both read from this
 * process's monotonic clock). Only messages marked as measured count; warm-up ones are ignored.
 */
export class DeliveryRecorder {
  private readonly sentAt = new Map<string, bigint>();
  private readonly samples: Float64Array;
  private count = 0;

  constructor(capacity: number) {
    this.samples = new Float64Array(capacity);
  }

  sending(ref: string): void {
    this.sentAt.set(ref, process.hrtime.bigint());
  }

  received(ref: string): void {
    const start = this.sentAt.get(ref);
    if (start === undefined || this.count >= this.samples.length) return;
    this.samples[this.count++] = elapsedMs(start);
  }

  figures(subscribers: number, sent: number, failedSends: number, seconds: number): FanoutFigures {
    return figuresOf(this.samples.slice(0, this.count), subscribers, sent, failedSends, seconds);
  }
}

/** The figures of a run from every receipt's latency (in any order). */
export const figuresOf = (
  latencies: Float64Array,
  subscribers: number,
  sent: number,
  failedSends: number,
  seconds: number,
): FanoutFigures => {
  const sorted = latencies.slice().sort();
  return {
    subscribers,
    sent,
    failedSends,
    expected: sent * subscribers,
    delivered: sorted.length,
    seconds,
    deliveredPerSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
};
