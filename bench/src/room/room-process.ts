import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RoomFigures } from './room-fanout';
import type { RoomJob } from './room-job';

/** Runs the room client in its own process and returns its figures. */
export const runRoomProcess = async (job: RoomJob): Promise<RoomFigures> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'room-client.ts'), JSON.stringify(job)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
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
