import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One line of the talk between the room bench and its client processes: JSON with a type. */
export interface Line {
  type: string;
}

/** A client process of the bench, talked to in JSON lines (its stdin and stdout). */
export interface ClientProcess {
  send<T extends Line>(line: T): void;
  /** The next line of this type the process says (or said and nobody took yet). */
  next<T extends Line>(type: T['type']): Promise<T>;
  /** Rejects once the process has failed (exited other than with 0, which it does once it has said its part). */
  failed: Promise<never>;
  /** Ends the process if it is still running; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts `script` (TypeScript, through tsx) with `job` as its argument. */
export const startClientProcess = (script: string, job: unknown): ClientProcess => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(job)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const said: Line[] = [];
  const waiting: { type: string; resolve: (line: Line) => void; reject: (error: Error) => void }[] = [];
  let ended: Error | undefined;
  createInterface({ input: child.stdout! }).on('line', (text) => {
    if (!text.startsWith('{')) return;
    const line = JSON.parse(text) as Line;
    const i = waiting.findIndex((w) => w.type === line.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(line);
    else said.push(line);
  });
  // 'close', not 'exit': a client's last lines (a share's receipts run to megabytes) may still be on
  // their way when it exits.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      ended = new Error(`a bench client (${script}) exited with ${code ?? 'a signal'}`);
      for (const w of waiting.splice(0)) w.reject(ended);
      resolve(code);
    }),
  );
  // A client that exits 0 has done its part (a line still awaited from it is refused by `next`).
  const failed = exited.then((code) =>
    code === 0 ? new Promise<never>(() => undefined) : Promise.reject(ended),
  );
  failed.catch(() => undefined);
  return {
    failed,
    send: <T extends Line>(line: T) => {
      child.stdin!.write(`${JSON.stringify(line)}\n`);
    },
    next: <T extends Line>(type: T['type']) => {
      const i = said.findIndex((l) => l.type === type);
      if (i >= 0) return Promise.resolve(said.splice(i, 1)[0] as T);
      if (ended) return Promise.reject(ended);
      return new Promise<T>((resolve, reject) =>
        waiting.push({ type, resolve: resolve as (line: Line) => void, reject }),
      );
    },
    stop: async () => {
      // A client holds nothing to save: it is ended outright.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
};

/** In a client process: its job, what it says, and what it is told. */
export const clientSide = <Job>() => {
  const told: Line[] = [];
  const waiting: { type: string; resolve: (line: Line) => void }[] = [];
  createInterface({ input: process.stdin })
    .on('line', (text) => {
      const line = JSON.parse(text) as Line;
      const i = waiting.findIndex((w) => w.type === line.type);
      if (i >= 0) waiting.splice(i, 1)[0]!.resolve(line);
      else told.push(line);
    })
    // The bench is gone: so is this client.
    .on('close', () => process.exit(1));
  return {
    job: JSON.parse(process.argv[2] ?? '{}') as Job,
    /** Resolves once the line is written out (a process may exit then, without cutting it short). */
    say: <T extends Line>(line: T) =>
      new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify(line)}\n`, () => resolve())),
    /** The next line of this type the bench tells (or told already). */
    told: <T extends Line>(type: T['type']): Promise<T> => {
      const i = told.findIndex((l) => l.type === type);
      if (i >= 0) return Promise.resolve(told.splice(i, 1)[0] as T);
      return new Promise<T>((resolve) => waiting.push({ type, resolve: resolve as (line: Line) => void }));
    },
    /** Whether the bench has told this already, without waiting. */
    hasBeenTold: (type: string) => told.some((l) => l.type === type),
  };
};

/** Milliseconds on a clock every process of the machine shares (the epoch, to a fraction of a ms). */
export const sharedNow = (): number => performance.timeOrigin + performance.now();
