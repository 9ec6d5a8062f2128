import { cpuSecondsOf } from './gateway/processes';

export interface CpuShare {
  /** CPU seconds (user + system) the process and its workers used while measured. */
  cpuSeconds: number;
  wallSeconds: number;
}

/**
 * The CPU a process (the gateway, with its workers) uses between `start` and `stop`: a figure the
 * machine's load does not move the way it moves latencies, so changes compare across runs.
 */
export const cpuMeter = (pid: number) => {
  let cpuAt = 0;
  let wallAt = 0;
  return {
    start: () => {
      cpuAt = cpuSecondsOf(pid);
      wallAt = performance.now();
    },
    stop: (): CpuShare => ({
      cpuSeconds: cpuSecondsOf(pid) - cpuAt,
      wallSeconds: (performance.now() - wallAt) / 1000,
    }),
  };
};

/**
 * The CPU this process uses between `start` and `stop` (its own threads, not its children): in the
 * room bench, the user, meeting and room services that run in it.
 */
export const ownCpuMeter = () => {
  let cpuAt = process.cpuUsage();
  let wallAt = 0;
  return {
    start: () => {
      cpuAt = process.cpuUsage();
      wallAt = performance.now();
    },
    stop: (): CpuShare => {
      const used = process.cpuUsage(cpuAt);
      return {
        cpuSeconds: (used.user + used.system) / 1e6,
        wallSeconds: (performance.now() - wallAt) / 1000,
      };
    },
  };
};
