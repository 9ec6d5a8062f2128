import { spawn } from 'node:child_process';

/** A tool that failed: its exit and the end of what it wrote to stderr. */
export class ToolFailed extends Error {}

const KEEP_CHARS = 16_000;

/**
 * Runs a command-line tool (ffmpeg, ffprobe, janus-pp-rec) in its own process group and answers its
 * stdout; a non-zero exit throws ToolFailed with the end of its stderr. When `signal` aborts (the
 * job's time is up, the service stops) the group is killed.
 */
export const runTool = (command: string, args: string[], signal: AbortSignal): Promise<string> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new ToolFailed(`${command} not started: stopped`));
      return;
    }
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-KEEP_CHARS);
    });
    const kill = () => {
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
      if (signal.aborted) reject(new ToolFailed(`${command} was stopped`));
      else if (code !== 0) reject(new ToolFailed(`${command} exited ${code}: ${stderr.slice(-2_000)}`));
      else resolve(stdout);
    });
  });
