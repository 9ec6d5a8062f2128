import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The Janus process started since `before` (the pids then): the bench's own. */
export const newJanusPid = (before: Set<string>): number => {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p) && !before.has(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (cmd[0]?.endsWith('janus')) return Number(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  throw new Error('the Janus the bench started is not found');
};

/** CPU time (user + system) the process has used, in seconds. */
export const janusCpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the name).
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
};

/** CPU time (user + system) this process's finished children used, in seconds. */
export const childrenCpuSeconds = (): number => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // cutime and cstime are fields 16 and 17 of the whole line (13 and 14 after the name).
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
};
