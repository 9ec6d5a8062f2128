import type { FanoutFigures } from '../chat/fanout-figures';

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

export interface Spread {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const spreadOf = (samples: number[]): Spread => {
  const sorted = Float64Array.from(samples).sort();
  return {
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
};

/**
 * Host controls by the room version they produced, the moment the room service's event for each was
 * seen on NATS, and every participant's receipt of one. An event may arrive before its sender has the
 * answer naming its version, so receipts are kept raw and matched with the sends at the end; versions of
 * warm-up sends are never marked, so their receipts are ignored. Times are this process's monotonic
 * clock (performance.now).
 */
export class VersionReceipts {
  private readonly sentAt = new Map<number, number>();
  private readonly publishedAt = new Map<number, number>();
  private readonly receivedVersions: number[] = [];
  private readonly receivedAt: number[] = [];

  sent(version: number, at: number): void {
    this.sentAt.set(version, at);
  }

  published(version: number): void {
    if (!this.publishedAt.has(version)) this.publishedAt.set(version, performance.now());
  }

  received(version: number): void {
    this.receivedVersions.push(version);
    this.receivedAt.push(performance.now());
  }

  figures(subscribers: number, sent: number, failedSends: number, seconds: number): FanoutFigures {
    const samples: number[] = [];
    for (let i = 0; i < this.receivedVersions.length; i++) {
      const start = this.sentAt.get(this.receivedVersions[i]!);
      if (start !== undefined) samples.push(this.receivedAt[i]! - start);
    }
    return {
      subscribers,
      sent,
      failedSends,
      expected: this.sentAt.size * subscribers,
      delivered: samples.length,
      seconds,
      deliveredPerSecond: samples.length / seconds,
      ...spreadOf(samples),
    };
  }

  /** The gateway's own share: from the event on NATS to each participant's receipt of it. */
  gatewayHop(): Spread {
    const samples: number[] = [];
    for (let i = 0; i < this.receivedVersions.length; i++) {
      const version = this.receivedVersions[i]!;
      const published = this.publishedAt.get(version);
      if (published !== undefined && this.sentAt.has(version)) samples.push(this.receivedAt[i]! - published);
    }
    return spreadOf(samples);
  }
}
