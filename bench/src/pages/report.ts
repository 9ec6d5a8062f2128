import os from 'node:os';

export interface StepFigures {
  name: string;
  budgetMs: number;
  /** Bytes our page loaded for the step (decoded), which the bare page weighs too. */
  bytes: number;
  ours: { cold: number[]; warm: number[] };
  bare: { cold: number[]; warm: number[] };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The step's budget holds for the cold median (the warm one is smaller). */
export const meetsBudget = (step: StepFigures): boolean => median(step.ours.cold) <= step.budgetMs;

const ms = (values: number[]) => `${median(values).toFixed(0)}`.padStart(7);

export const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`;

export const printReport = (steps: StepFigures[], runs: number) => {
  console.info('');
  console.info(
    `Pages a person waits for (Chromium, loopback; median ms of ${runs}; bare: same bytes, same server)`,
  );
  console.info(
    `${'step'.padEnd(24)}${'KB'.padStart(7)}${'cold'.padStart(8)}${'bare'.padStart(8)}${'warm'.padStart(8)}${'bare'.padStart(8)}${'budget'.padStart(8)}`,
  );
  for (const step of steps) {
    console.info(
      `${step.name.padEnd(24)}${(step.bytes / 1024).toFixed(0).padStart(7)} ${ms(step.ours.cold)} ${ms(step.bare.cold)} ${ms(step.ours.warm)} ${ms(step.bare.warm)} ${`${step.budgetMs}`.padStart(7)}  ${meetsBudget(step) ? 'met' : 'MISSED'}`,
    );
  }
  for (const step of steps) {
    console.info(`  ${step.name}: ours cold ${step.ours.cold.map((v) => v.toFixed(0)).join(', ')}`);
    console.info(
      `  ${' '.repeat(step.name.length)}  ours warm ${step.ours.warm.map((v) => v.toFixed(0)).join(', ')}`,
    );
  }
  console.info(loadLine());
};
