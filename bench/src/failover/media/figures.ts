/** The value below which `p` of the sorted values lie (nearest rank). */
export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
};

/** One line of the report: p50, p99 and the worst of a series of milliseconds. */
export const lineOf = (name: string, values: number[]) =>
  `${name.padEnd(44)} p50 ${String(percentile(values, 0.5)).padStart(6)} ms   p99 ${String(
    percentile(values, 0.99),
  ).padStart(6)} ms   max ${String(Math.max(...values)).padStart(6)} ms   (n=${values.length})`;
