import type { Writable } from 'node:stream';

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every pino line carries that the prefix already says. */
const knownFields = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'name', 'service']);

/** Turns a pino JSON line into `LEVEL message {other fields}`; any other line is left as it is. */
export const readableLine = (line: string): string => {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (typeof entry.level !== 'number') return line;
    const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !knownFields.has(key)));
    const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
    return `${levelNames[entry.level] ?? entry.level} ${String(entry.msg ?? '')}${extra}`;
  } catch {
    return line;
  }
};

export interface PrefixedOutput {
  /** Writes one line of the named source, e.g. `gateway  | INFO listening`. */
  line(source: string, text: string): void;
}

/**
 * Interleaves the output of several processes readably: each line names its source, padded to
 * the longest name seen so far. With `raw`, JSON log lines are kept for log collectors.
 */
export const prefixedOutput = (out: Writable, options: { raw?: boolean } = {}): PrefixedOutput => {
  let width = 8;
  return {
    line: (source, text) => {
      width = Math.max(width, source.length);
      out.write(`${source.padEnd(width)} | ${options.raw ? text : readableLine(text)}\n`);
    },
  };
};
