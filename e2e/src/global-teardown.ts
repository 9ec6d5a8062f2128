import { rmSync } from 'node:fs';
import { LAUNCHER_PID_ENV, WORK_DIR_ENV } from './global-setup';

const STOP_TIMEOUT_MS = 30_000;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the platform the global setup started (the launcher stops its services and nats-server). */
const globalTeardown = async () => {
  const pid = Number(process.env[LAUNCHER_PID_ENV]);
  if (pid && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  const workDir = process.env[WORK_DIR_ENV];
  // Kept on request, e.g. to read the launcher log of a failed run.
  if (workDir && !process.env.E2E_KEEP_DATA) rmSync(workDir, { recursive: true, force: true });
};

export default globalTeardown;
