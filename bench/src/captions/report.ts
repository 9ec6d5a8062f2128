import os from 'node:os';
import type { BareEngineFigures } from './bare-engine';
import type { CaptionRunFigures } from './caption-run';
import type { Utterance } from './utterance';

export const percentile = (values: number[], p: number): number => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

export const printUtterance = (utterance: Utterance, silentFrames: number, frameMs: number) => {
  console.info(
    `audio: ${utterance.source} ("${utterance.text}"), ${utterance.frames.length} frames of ${frameMs} ms; ` +
      `speech (by energy) ${utterance.speechMs} ms, in frames ${utterance.firstSpeechFrame}-` +
      `${utterance.lastSpeechFrame}; then ${silentFrames} silent frames, again and again at real-time pace`,
  );
};

/** Part 1: latency at the listener beside the bare engine's, and our overhead. */
export const printLatency = (
  ours: CaptionRunFigures,
  bare: BareEngineFigures,
  spokenText: string,
  overheadTargetMs: number,
) => {
  const finals = ours.heard.map((h) => h.finalMs);
  const partials = ours.heard.map((h) => h.firstPartialMs);
  const bareFinals = bare.utterances.map((u) => u.finalMs);
  const barePartials = bare.utterances.map((u) => u.firstPartialMs);
  const right = ours.heard.filter((h) => h.text === spokenText).length;
  const overhead = percentile(finals, 0.5) - percentile(bareFinals, 0.5);
  const rows: [string, string, string, string, string][] = [
    ['', 'utterances', 'end of speech → final p50 / p99', 'first speech → first partial p50 / p99', ''],
    [
      'ours (listener via gateway)',
      String(ours.heard.length),
      `${ms(percentile(finals, 0.5))} / ${ms(percentile(finals, 0.99))}`,
      `${ms(percentile(partials, 0.5))} / ${ms(percentile(partials, 0.99))}`,
      `${right} heard right, ${ours.missing} missing`,
    ],
    [
      'bare engine (in-process)',
      String(bare.utterances.length),
      `${ms(percentile(bareFinals, 0.5))} / ${ms(percentile(bareFinals, 0.99))}`,
      `${ms(percentile(barePartials, 0.5))} / ${ms(percentile(barePartials, 0.99))}`,
      '',
    ],
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) console.info(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
  console.info(
    `our overhead per utterance (final p50, ours − bare): ${ms(overhead)} (target ≤ ${overheadTargetMs} ms) ` +
      (overhead <= overheadTargetMs ? 'MET' : 'MISSED'),
  );
  if (ours.closed.length > 0) console.info(`sockets closed by the service: ${ours.closed.join('; ')}`);
  console.info(`the bench's own lag sending frames: at most ${ms(ours.maxSendLateMs)}`);
  return overhead <= overheadTargetMs;
};

/** Part 3 as a line: the bare engine's real-time factor. */
export const printRealTimeFactor = (bare: BareEngineFigures) => {
  const factors = bare.utterances.map((u) => u.cpuMs / bare.audioMs);
  console.info(
    `bare engine real-time factor (CPU time / ${Math.round(bare.audioMs)} ms of audio, ${factors.length} runs): ` +
      `p50 ${percentile(factors, 0.5).toFixed(3)}, min ${Math.min(...factors).toFixed(3)}, max ` +
      `${Math.max(...factors).toFixed(3)} → one core holds ~${(1 / percentile(factors, 0.5)).toFixed(1)} speakers`,
  );
};

/** Whether a capacity step held in real time. */
export const holds = (step: CaptionRunFigures, p99LimitMs: number) =>
  step.missing === 0 &&
  step.closed.length === 0 &&
  percentile(
    step.heard.map((h) => h.finalMs),
    0.99,
  ) <= p99LimitMs;

export const printCapacityHeader = (p99LimitMs: number) => {
  console.info(
    `holds = every final caption arrived, no socket closed, final p99 ≤ ${p99LimitMs} ms\n` +
      'speakers  utterances  final p50  final p99  first partial p50  missing  answered  service CPU  bench lag  load (1 min)  holds',
  );
};

export const printCapacityStep = (step: CaptionRunFigures, p99LimitMs: number) => {
  const finals = step.heard.map((h) => h.finalMs);
  console.info(
    [
      String(step.speakers).padStart(8),
      String(step.heard.length).padStart(10),
      ms(percentile(finals, 0.5)).padStart(9),
      ms(percentile(finals, 0.99)).padStart(9),
      ms(
        percentile(
          step.heard.map((h) => h.firstPartialMs),
          0.5,
        ),
      ).padStart(17),
      String(step.missing).padStart(7),
      String(step.answered).padStart(8),
      `${Math.round(step.serviceCpuShare * 100)}%`.padStart(11),
      ms(step.maxSendLateMs).padStart(9),
      os.loadavg()[0]!.toFixed(1).padStart(12),
      holds(step, p99LimitMs) ? 'yes' : `no${step.closed.length ? ` (closed: ${step.closed[0]})` : ''}`,
    ].join('  '),
  );
};
