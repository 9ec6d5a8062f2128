import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A client process of the chat bench, talked to in lines: the bench writes words to its stdin
 * (`go`, `stop`), it answers JSON lines with a `type` on its stdout.
 */
export interface LineProcess {
  tell(word: string): void;
  /** The next line of this type the process says (or said and nobody took yet). */
  next<T extends { type: string }>(type: T['type']): Promise<T>;
  stop(): Promise<void>;
}

export const startLineProcess = (script: string, job: unknown): LineProcess => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(job)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const said: { type: string }[] = [];
  const waiting: { type: string; resolve: (line: { type: string }) => void; reject: (e: Error) => void }[] =
    [];
  let ended: Error | undefined;
  createInterface({ input: child.stdout! }).on('line', (text) => {
    if (!text.startsWith('{')) return;
    const line = JSON.parse(text) as { type: string };
    const i = waiting.findIndex((w) => w.type === line.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(line);
    else said.push(line);
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      ended = new Error(`a chat bench client exited with ${code ?? 'a signal'}`);
      for (const w of waiting.splice(0)) w.reject(ended);
      resolve();
    }),
  );
  return {
    tell: (word) => {
      child.stdin!.write(`${word}\n`);
    },
    next: <T extends { type: string }>(type: T['type']) => {
      const i = said.findIndex((l) => l.type === type);
      if (i >= 0) return Promise.resolve(said.splice(i, 1)[0] as T);
      if (ended) return Promise.reject(ended);
      return new Promise<T>((resolve, reject) =>
        waiting.push({ type, resolve: resolve as (line: { type: string }) => void, reject }),
      );
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

/** In a client process: say a JSON line (resolves once written), and wait to be told a word. */
export const benchSide = () => {
  const told: string[] = [];
  const waiting = new Map<string, () => void>();
  const lines = createInterface({ input: process.stdin });
  // The bench is gone (its end closes our stdin): nothing is left to measure for.
  lines.on('close', () => process.exit(1));
  lines.on('line', (word) => {
    const resolve = waiting.get(word);
    if (resolve) {
      waiting.delete(word);
      resolve();
    } else told.push(word);
  });
  return {
    say: <T extends { type: string }>(line: T) =>
      new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify(line)}\n`, () => resolve())),
    told: (word: string) =>
      told.includes(word) ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(word, resolve)),
    wasTold: (word: string) => told.includes(word),
  };
};
