import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FanoutFigures } from './fanout-figures';
import type { FanoutJob } from './fanout-job';

/** Runs one fan-out job in its own process and returns its figures. */
export const runFanoutProcess = async (job: FanoutJob): Promise<FanoutFigures> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'fanout-client.ts'), JSON.stringify(job)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const { pace } = job;
  // Bounded whatever happens: the run itself, a slow warm-up, connecting 200 clients.
  const limitMs = pace.warmupMs + pace.durationMs + pace.drainMs + 120_000;
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve)).finally(() =>
    clearTimeout(timer),
  );
  if (code !== 0) throw new Error(`fan-out client exited with ${code ?? 'a signal'}`);
  return JSON.parse(out.trim().split('\n').pop()!) as FanoutFigures;
};
