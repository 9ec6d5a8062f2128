import type { WatchFigures } from './measure';

export interface ProctorBenchReport {
  candidates: number;
  windowMs: number;
  app: WatchFigures;
  bare: WatchFigures;
  /** Each tab switch's time to the flag on the examiner's list, in ms. */
  flagMs: number[];
  /** The issue's target for the flag's p99. */
  flagTargetMs: number;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const flagP99 = (report: ProctorBenchReport) => percentile(report.flagMs, 99);

const row = (name: string, f: WatchFigures) =>
  `  ${name.padEnd(22)} cameras ${String(f.cameraFps.length).padStart(2)}: ` +
  `mean ${mean(f.cameraFps).toFixed(1)} fps, min ${Math.min(...f.cameraFps).toFixed(1)} fps; ` +
  `screen ${f.screenFps === null ? 'none' : `${f.screenFps.toFixed(1)} fps`}; ` +
  `browser CPU ${f.cpuPercent.toFixed(0)}% of a core`;

/** Prints our figures beside the baseline's, measured in the same run. */
export const printReport = (report: ProctorBenchReport) => {
  console.info(
    `\nproctor bench: one examiner watching ${report.candidates} candidates' cameras and one selected screen ` +
      `(${report.windowMs / 1000} s windows)`,
  );
  console.info(row('our examiner page', report.app));
  console.info(row('bare janus.js page', report.bare));
  console.info(
    `  tab switch -> flag on the examiner's list (${report.flagMs.length} switches): ` +
      `median ${percentile(report.flagMs, 50).toFixed(0)} ms, p99 ${flagP99(report).toFixed(0)} ms, ` +
      `max ${Math.max(...report.flagMs).toFixed(0)} ms (target p99 < ${report.flagTargetMs} ms)`,
  );
};
