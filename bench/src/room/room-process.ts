import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RoomFigures } from './room-fanout';
import type { RoomJob } from './room-job';

/**
 * Runs the room client in its own process and returns its figures. `client` is the script that runs
 * it (room-client.ts, the host controls, unless another signal is measured: see runRoomClient).
 */
export const runRoomProcess = async (
  job: RoomJob,
  client = path.join(__dirname, 'room-client.ts'),
): Promise<RoomFigures> => {
  const child = spawn(process.execPath, ['--import', 'tsx', client, JSON.stringify(job)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const { pace } = job;
  // Bounded whatever happens: the run itself, a slow warm-up, joining and connecting the participants.
  const limitMs = pace.warmupMs + pace.durationMs + pace.drainMs + 120_000;
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve)).finally(() =>
    clearTimeout(timer),
  );
  if (code !== 0) throw new Error(`room client exited with ${code ?? 'a signal'}`);
  return JSON.parse(out.trim().split('\n').pop()!) as RoomFigures;
};
