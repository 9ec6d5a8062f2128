import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { PrefixedOutput } from './output';

export interface ProcessSpec {
  /** Shown before each line the process writes, and in the launcher's messages about it. */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
}

export interface SupervisorOptions {
  output: PrefixedOutput;
  /** First wait before a restart; it doubles with each quick failure up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A process that ran this long before dying counts as healthy: its next restart waits the first delay again. */
  stableAfterMs?: number;
  /** How long a process may take to stop after SIGTERM before it gets SIGKILL. */
  stopTimeoutMs?: number;
}

export interface SupervisedProcess {
  readonly name: string;
  /** The running child's pid, if one is running. */
  pid(): number | undefined;
  /** How many times the process was started (1 + restarts). */
  starts(): number;
  /** Stops the process for good: SIGTERM, then SIGKILL after the timeout. */
  stop(): Promise<void>;
}

const LAUNCHER = 'launcher';

/**
 * Runs a child process and restarts it with a growing back-off whenever it dies without being
 * asked to, so one crashed service does not take the platform down.
 */
export const superviseProcess = (spec: ProcessSpec, options: SupervisorOptions): SupervisedProcess => {
  const { output } = options;
  const firstDelay = options.restartDelayMs ?? 500;
  const maxDelay = options.maxRestartDelayMs ?? 30_000;
  const stableAfter = options.stableAfterMs ?? 30_000;
  const stopTimeout = options.stopTimeoutMs ?? 10_000;

  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let quickFailures = 0;
  let startCount = 0;

  const pipeLines = (stream: NodeJS.ReadableStream | null) => {
    if (!stream) return;
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (text) =>
      output.line(spec.name, text),
    );
  };

  const launch = () => {
    restartTimer = undefined;
    startCount += 1;
    const startedAt = Date.now();
    // Its own process group: a Ctrl-C in the terminal reaches only the launcher, which stops
    // the children in order instead of all of them racing to exit.
    const proc = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = proc;
    pipeLines(proc.stdout);
    pipeLines(proc.stderr);
    exited = new Promise((resolve) => {
      let done = false;
      const onEnd = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
        if (done) return;
        done = true;
        if (child === proc) child = undefined;
        resolve();
        if (stopping) return;
        quickFailures = Date.now() - startedAt >= stableAfter ? 0 : quickFailures + 1;
        const delay = Math.min(maxDelay, firstDelay * 2 ** Math.max(0, quickFailures - 1));
        const why = error ? error.message : signal ? `signal ${signal}` : `code ${code}`;
        output.line(LAUNCHER, `${spec.name} stopped unexpectedly (${why}); restarting in ${delay} ms`);
        restartTimer = setTimeout(launch, delay);
      };
      proc.once('exit', (code, signal) => onEnd(code, signal));
      proc.once('error', (error) => onEnd(null, null, error));
    });
  };

  launch();

  return {
    name: spec.name,
    pid: () => child?.pid,
    starts: () => startCount,
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), stopTimeout);
      });
      const late = await Promise.race([exited.then(() => false), timedOut]);
      clearTimeout(timer);
      if (late) {
        output.line(LAUNCHER, `${spec.name} did not stop within ${stopTimeout} ms; killing it`);
        proc.kill('SIGKILL');
        await exited;
      }
    },
  };
};

/** Last resort when the launcher itself is exiting abruptly: no child may outlive it. */
export const killAllNow = (processes: SupervisedProcess[]): void => {
  for (const p of processes) {
    const pid = p.pid();
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
};
