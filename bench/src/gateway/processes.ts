import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '@canstring/service-kit';
import type { LoadJob } from './load-client';
import type { RunFigures } from './stats';

/** What each gateway process logs once it listens (services/gateway/src/gateway.ts). */
const READY_MESSAGE = '"gateway ready"';
const READY_TIMEOUT_MS = 60_000;

const tsxNode = (
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): ChildProcess =>
  spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Runs one load job in a child process and returns its figures. */
export const runLoadProcess = async (job: LoadJob): Promise<RunFigures> => {
  const child = tsxNode(path.join(__dirname, 'load-client.ts'), [JSON.stringify(job)], {});
  let out = '';
  child.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
  });
  // Bounded whatever happens: the run's own length plus a margin for starting and connecting.
  const limitMs = job.options.warmupMs + job.options.durationMs + 30_000;
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const code = await exited(child).finally(() => clearTimeout(timer));
  if (code !== 0) throw new Error(`load generator exited with ${code ?? 'a signal'}`);
  return JSON.parse(out.trim().split('\n').pop()!) as RunFigures;
};

const statFields = (pid: number): string[] => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** CPU seconds (user + system) a process and its live children (gateway workers) have used, from /proc. */
export const cpuSecondsOf = (pid: number): number => {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // ppid is field 4 of stat.
        return Number(statFields(Number(entry))[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children].reduce((sum, p) => {
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    const fields = statFields(p);
    return sum + (Number(fields[11]) + Number(fields[12])) / 100;
  }, 0);
};

/** BENCH_GATEWAY_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/gateway-profile", to profile the gateway. */
const profilingArgs = (): string[] => (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);

export interface GatewayProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Resolves once each of the gateway's processes has logged that it is ready. Waiting for the port
 * is not enough with workers: the port answers when the first one listens, and keep-alive
 * connections made before the others listen all stay with the first for the whole run.
 */
const everyWorkerReady = (child: ChildProcess, workers: number) =>
  new Promise<void>((resolve, reject) => {
    let ready = 0;
    const timer = setTimeout(
      () => reject(new Error(`gateway: ${ready} of ${workers} ready`)),
      READY_TIMEOUT_MS,
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.includes(READY_MESSAGE)) return;
      ready += 1;
      if (ready === workers) {
        clearTimeout(timer);
        resolve();
      }
    });
  });

/** The gateway as it runs in production: its own process, started from its main module. */
export const startGatewayProcess = async (
  natsUrl: string,
  settings: NodeJS.ProcessEnv = {},
): Promise<GatewayProcess> => {
  const port = await freePort();
  const main = path.join(path.dirname(require.resolve('@canstring/gateway')), 'main.ts');
  const child = tsxNode(
    main,
    [],
    {
      NATS_URL: natsUrl,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      // Info, for each process's ready line; the gateway logs nothing per request at info.
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...settings,
    },
    profilingArgs(),
  );
  const early = exited(child).then((code) => {
    throw new Error(`gateway exited early with ${code}`);
  });
  await Promise.race([everyWorkerReady(child, Number(settings.GATEWAY_WORKERS ?? 1)), early]);
  early.catch(() => undefined);
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
    },
  };
};
