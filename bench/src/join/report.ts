import type { ParticipantFrames } from './four-in-room';
import type { JoinTiming } from './probes';

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
  app: JoinTiming[];
  bare: JoinTiming[];
  /** The bare page entering the room at the click (joinRoom with the pass), then joining Janus. */
  bareEntering: JoinTiming[];
  p2p: number[];
  four: { app: ParticipantFrames[]; bare: ParticipantFrames[]; windowMs: number } | null;
  targets: JoinTargets;
}

const ms = (value: number) => Math.round(value).toString();

const joinRow = (name: string, samples: number[]) =>
  `${name.padEnd(58)}${samples.length.toString().padStart(5)}${ms(median(samples)).padStart(10)}` +
  `${ms(Math.min(...samples)).padStart(8)}${ms(Math.max(...samples)).padStart(8)}   ${samples.map(ms).join(' ')}`;

/**
 * Frames lost: dropped by the receiver, plus those received and never decoded over the window (the
 * counters are read with the room drained, so none is still on its way to the decoder).
 */
const lost = (r: ParticipantFrames) => r.dropped + Math.max(0, r.received - r.decoded);

const total = (rows: ParticipantFrames[], count: 'streams' | 'received' | 'decoded' | 'encoded') =>
  rows.reduce((n, r) => n + r[count], 0);

const lostShare = (rows: ParticipantFrames[]) =>
  rows.reduce((n, r) => n + lost(r), 0) / Math.max(1, total(rows, 'received'));

const framesRow = (setup: string, r: ParticipantFrames, windowMs: number) =>
  `${setup.padEnd(18)}${r.name.padEnd(22)}${r.streams.toString().padStart(8)}${r.received.toString().padStart(10)}` +
  `${r.decoded.toString().padStart(9)}${r.dropped.toString().padStart(9)}${lost(r).toString().padStart(7)}` +
  `${(r.decoded / Math.max(1, r.streams) / (windowMs / 1000)).toFixed(1).padStart(13)}` +
  `${(r.encoded / (windowMs / 1000)).toFixed(1).padStart(10)}` +
  `${`${r.cpuLimitedS.toFixed(1)}/${r.bandwidthLimitedS.toFixed(1)}`.padStart(12)}` +
  `${`${r.mainThread.taskS.toFixed(1)} (${r.mainThread.scriptS.toFixed(1)}/${r.mainThread.layoutS.toFixed(1)}/${r.mainThread.styleS.toFixed(1)})`.padStart(24)}`;

/** Four in a room meets its target when our app loses no larger share of the frames it receives than the bare pages. */
export const fourMeetsTarget = (four: NonNullable<JoinBenchReport['four']>) =>
  lostShare(four.app) <= lostShare(four.bare);

const firstFrames = (timings: JoinTiming[]) => timings.map((t) => t.firstFrameMs);

export const joinMeetsTarget = (r: JoinBenchReport) => {
  const app = median(firstFrames(r.app));
  return app <= r.targets.maxRatio * median(firstFrames(r.bare)) && app < r.targets.maxMs;
};

/** Median ms after the click of each mark seen in most joins, in the order they come. */
const breakdown = (timings: JoinTiming[]) => {
  const names = new Set(timings.flatMap((t) => Object.keys(t.marks)));
  return [...names]
    .map((name) => {
      const seen = timings.flatMap((t) => (name in t.marks ? [t.marks[name]!] : []));
      return { name, seen: seen.length, ms: median(seen) };
    })
    .filter((m) => m.seen * 2 > timings.length)
    .sort((a, b) => a.ms - b.ms)
    .map((m) => `${m.name} ${ms(m.ms)}`)
    .concat(`first remote frame ${ms(median(firstFrames(timings)))}`)
    .join(', ');
};

/** The SFU join rows, where the time goes and the verdict (when the SFU joins ran). */
const printSfu = (r: JoinBenchReport) => {
  if (!r.app.length) return;
  console.info(joinRow('our app, SFU (preview Continue -> host camera)', firstFrames(r.app)));
  console.info(joinRow('bare janus.js page, same Janus room (Join -> host camera)', firstFrames(r.bare)));
  console.info(
    joinRow('bare page entering the room first (Join -> host camera)', firstFrames(r.bareEntering)),
  );
  const appMs = median(firstFrames(r.app));
  const ratio = appMs / median(firstFrames(r.bare));
  console.info('');
  console.info(`where the time goes, median ms after the click:`);
  console.info(`  our app: ${breakdown(r.app)}`);
  console.info(`  bare:    ${breakdown(r.bare)}`);
  console.info(`  bare entering the room: ${breakdown(r.bareEntering)}`);
  console.info(`ratio our app SFU / bare janus.js: ${ratio.toFixed(2)}x (median against median)`);
  const entering = appMs / median(firstFrames(r.bareEntering));
  console.info(
    `ratio our app SFU / bare page entering the room: ${entering.toFixed(2)}x (what our app adds to the same room join and Janus)`,
  );
  const verdict = joinMeetsTarget(r) ? 'meets' : 'MISSES';
  console.info(
    `our app's SFU join ${ms(appMs)} ms, ${ratio.toFixed(2)}x the bare page (${verdict} the target: at most ` +
      `${r.targets.maxRatio}x the bare baseline and under ${r.targets.maxMs} ms)`,
  );
};

export const printReport = (r: JoinBenchReport) => {
  console.info('');
  console.info(
    `${'join to first remote frame (ms)'.padEnd(58)}${'n'.padStart(5)}${'median'.padStart(10)}` +
      `${'min'.padStart(8)}${'max'.padStart(8)}   samples`,
  );
  if (r.p2p.length) console.info(joinRow('our app, peer-to-peer call (Attend -> caller camera)', r.p2p));
  printSfu(r);

  if (!r.four) return;
  const { windowMs } = r.four;
  console.info('');
  console.info(
    `four participants in one room, each publishing its camera, frames over ${windowMs / 1000} s:`,
  );
  console.info(
    `${'set-up'.padEnd(18)}${'participant'.padEnd(22)}${'streams'.padStart(8)}${'received'.padStart(10)}` +
      `${'decoded'.padStart(9)}${'dropped'.padStart(9)}${'lost'.padStart(7)}${'fps/stream'.padStart(13)}` +
      `${'sent fps'.padStart(10)}${'cpu/bw s'.padStart(12)}${'main s (js/layout/style)'.padStart(24)}`,
  );
  for (const row of r.four.app) console.info(framesRow('our app', row, windowMs));
  for (const row of r.four.bare) console.info(framesRow('bare janus.js', row, windowMs));
  const fps = (rows: ParticipantFrames[]) =>
    total(rows, 'decoded') / Math.max(1, total(rows, 'streams')) / (windowMs / 1000);
  console.info(
    `decoded frames/s per stream: our app ${fps(r.four.app).toFixed(1)}, bare ${fps(r.four.bare).toFixed(1)} ` +
      `(${((fps(r.four.app) / fps(r.four.bare)) * 100).toFixed(0)}% of the bare pages'; each camera's capture rate is listed above)`,
  );
  const sentFps = (rows: ParticipantFrames[]) => total(rows, 'encoded') / rows.length / (windowMs / 1000);
  const mainS = (rows: ParticipantFrames[]) =>
    rows.reduce((n, row) => n + row.mainThread.taskS, 0) / rows.length;
  console.info(
    `encoded frames/s per camera: our app ${sentFps(r.four.app).toFixed(1)}, bare ${sentFps(r.four.bare).toFixed(1)}; ` +
      `main-thread seconds per page over the window: our app ${mainS(r.four.app).toFixed(1)}, bare ${mainS(r.four.bare).toFixed(1)}`,
  );
  const app = lostShare(r.four.app);
  const bare = lostShare(r.four.bare);
  console.info(
    `lost (dropped, or received and not decoded): our app ${(app * 100).toFixed(2)}% of frames received, ` +
      `bare ${(bare * 100).toFixed(2)}% (${fourMeetsTarget(r.four) ? 'meets' : 'MISSES'} the target: ` +
      `no frame loss beyond the bare baseline's)`,
  );
};
