import type { ParticipantFrames } from './four-in-room';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface JoinTargets {
  /** Our SFU join may take at most this many times the bare page's (median against median). */
  maxRatio: number;
  /** And under this, median. */
  maxMs: number;
}

export interface JoinBenchReport {
  app: number[];
  bare: number[];
  p2p: number[];
  four: { app: ParticipantFrames[]; bare: ParticipantFrames[]; windowMs: number } | null;
  targets: JoinTargets;
}

const ms = (value: number) => Math.round(value).toString();

const joinRow = (name: string, samples: number[]) =>
  `${name.padEnd(58)}${samples.length.toString().padStart(5)}${ms(median(samples)).padStart(10)}` +
  `${ms(Math.min(...samples)).padStart(8)}${ms(Math.max(...samples)).padStart(8)}   ${samples.map(ms).join(' ')}`;

const droppedShare = (rows: ParticipantFrames[]) => {
  const dropped = rows.reduce((n, r) => n + r.dropped, 0);
  const decoded = rows.reduce((n, r) => n + r.decoded, 0);
  return dropped / Math.max(1, dropped + decoded);
};

const framesRow = (setup: string, r: ParticipantFrames, windowMs: number) =>
  `${setup.padEnd(18)}${r.name.padEnd(22)}${r.streams.toString().padStart(8)}${r.received.toString().padStart(10)}` +
  `${r.decoded.toString().padStart(9)}${r.dropped.toString().padStart(9)}` +
  `${(r.decoded / Math.max(1, r.streams) / (windowMs / 1000)).toFixed(1).padStart(13)}`;

/**
 * Four in a room meets its target when our app drops no larger share of its frames than the bare
 * pages did (both under 1% counts as equal: a frame or two is noise).
 */
export const fourMeetsTarget = (four: NonNullable<JoinBenchReport['four']>) => {
  const app = droppedShare(four.app);
  const bare = droppedShare(four.bare);
  return app <= bare || app < 0.01;
};

export const joinMeetsTarget = (r: JoinBenchReport) =>
  median(r.app) <= r.targets.maxRatio * median(r.bare) && median(r.app) < r.targets.maxMs;

export const printReport = (r: JoinBenchReport) => {
  console.info('');
  console.info(
    `${'join to first remote frame (ms)'.padEnd(58)}${'n'.padStart(5)}${'median'.padStart(10)}` +
      `${'min'.padStart(8)}${'max'.padStart(8)}   samples`,
  );
  console.info(joinRow('our app, SFU (preview Continue -> host camera)', r.app));
  console.info(joinRow('bare janus.js page, same Janus room (Join -> host camera)', r.bare));
  if (r.p2p.length) console.info(joinRow('our app, peer-to-peer call (Attend -> caller camera)', r.p2p));
  const ratio = median(r.app) / median(r.bare);
  console.info('');
  console.info(`ratio our app SFU / bare janus.js: ${ratio.toFixed(2)}x (median against median)`);
  const verdict = joinMeetsTarget(r) ? 'meets' : 'MISSES';
  console.info(
    `our app's SFU join ${ms(median(r.app))} ms, ${ratio.toFixed(2)}x the bare page (${verdict} the target: at most ` +
      `${r.targets.maxRatio}x the bare baseline and under ${r.targets.maxMs} ms)`,
  );

  if (!r.four) return;
  const { windowMs } = r.four;
  console.info('');
  console.info(
    `four participants in one room, each publishing its camera, frames over ${windowMs / 1000} s:`,
  );
  console.info(
    `${'set-up'.padEnd(18)}${'participant'.padEnd(22)}${'streams'.padStart(8)}${'received'.padStart(10)}` +
      `${'decoded'.padStart(9)}${'dropped'.padStart(9)}${'fps/stream'.padStart(13)}`,
  );
  for (const row of r.four.app) console.info(framesRow('our app', row, windowMs));
  for (const row of r.four.bare) console.info(framesRow('bare janus.js', row, windowMs));
  const app = droppedShare(r.four.app);
  const bare = droppedShare(r.four.bare);
  console.info(
    `dropped: our app ${(app * 100).toFixed(2)}% of frames, bare ${(bare * 100).toFixed(2)}% ` +
      `(${fourMeetsTarget(r.four) ? 'meets' : 'MISSES'} the target: no frame loss beyond the bare baseline's)`,
  );
};
