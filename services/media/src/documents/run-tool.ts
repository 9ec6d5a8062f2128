import { spawn } from 'node:child_process';

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Thrown when a tool was stopped because the job's time ran out. */
export class ToolTimedOut extends Error {}

const KEEP_CHARS = 64_000;

/**
 * Runs a command-line tool in its own process group and collects its output; when `signal` aborts
 * (the job's time is up) the whole group is killed (soffice starts soffice.bin) and ToolTimedOut is
 * thrown. A tool that cannot start rejects with its error.
 */
export const runTool = (
  command: string,
  args: string[],
  signal: AbortSignal,
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ToolResult> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new ToolTimedOut(`${command} not started: the job's time is up`));
      return;
    }
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < KEEP_CHARS) stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < KEEP_CHARS) stderr += chunk.toString();
    });
    let timedOut = false;
    const kill = () => {
      timedOut = true;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    signal.addEventListener('abort', kill, { once: true });
    child.once('error', (error) => {
      signal.removeEventListener('abort', kill);
      reject(error);
    });
    child.once('close', (code) => {
      signal.removeEventListener('abort', kill);
      if (timedOut) reject(new ToolTimedOut(`${command} was stopped: the job's time is up`));
      else resolve({ code, stdout, stderr });
    });
  });
