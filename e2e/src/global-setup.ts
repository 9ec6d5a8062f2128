import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames } from '@canstring/contracts';
import { freePort } from '@canstring/service-kit';
import { PLATFORM_ENV, type TestPlatform } from './platform';

const repoRoot = path.resolve(__dirname, '../..');
const READY_LINE = 'ready: open ';
const START_TIMEOUT_MS = 180_000;

export const LAUNCHER_PID_ENV = 'E2E_LAUNCHER_PID';
export const WORK_DIR_ENV = 'E2E_WORK_DIR';

/**
 * Starts the built product with the launcher, as `npm start` does, but on a fresh data folder, its
 * own free ports and its own nats-server, so it never meets a running development instance.
 */
const globalSetup = async () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'canstring-e2e-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const logFile = path.join(workDir, 'launcher.log');
  const [shell, gateway, legacy, nats, media, ...remotes] = await Promise.all(
    Array.from({ length: 5 + remoteNames.length }, () => freePort()),
  );
  const remotePorts = Object.fromEntries(
    remoteNames.map((name, i) => [name, remotes[i]!]),
  ) as TestPlatform['remotePorts'];
  const host = '127.0.0.1';
  const platform: TestPlatform = {
    shellUrl: `http://${host}:${shell}`,
    gatewayUrl: `http://${host}:${gateway}/graphql`,
    legacyUrl: `http://${host}:${legacy}`,
    fileServerUrl: `http://${host}:${media}`,
    remotePorts,
    dataDir,
    natsUrl: `nats://127.0.0.1:${nats}`,
    adminEmail: 'admin@example.org',
    adminPassword: 'e2e-Admin-passw0rd',
  };

  // Only what the launcher needs: nothing from the developer's shell may redirect it elsewhere.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    DATA_DIR: dataDir,
    NATS_URL: platform.natsUrl,
    PUBLIC_HOST: host,
    SHELL_PORT: String(shell),
    GATEWAY_PORT: String(gateway),
    LEGACY_PORT: String(legacy),
    MEDIA_PORT: String(media),
    ...Object.fromEntries(
      remoteNames.map((name) => [`REMOTE_${name.toUpperCase()}_PORT`, String(remotePorts[name])]),
    ),
    ADMIN_EMAIL: platform.adminEmail,
    ADMIN_PASSWORD: platform.adminPassword,
    LOG_LEVEL: 'info',
    // Longer than a temporary host's first 15 s, so the room e2e can watch that power expire.
    ROOM_PARTICIPANT_GRACE_MS: '40000',
    // In the media run's network namespace: the veth address Janus gathers candidates on.
    ...(process.env.E2E_JANUS_INTERFACE ? { JANUS_INTERFACE: process.env.E2E_JANUS_INTERFACE } : {}),
  };
  const out = openSync(logFile, 'a');
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'infra/src/launcher/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', out, out],
  });
  let exit: string | undefined;
  launcher.once('exit', (code, signal) => {
    exit = `code ${code}, signal ${signal}`;
  });

  const log = () => readFileSync(logFile, 'utf8');
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!log().includes(READY_LINE)) {
    if (exit || Date.now() > deadline) {
      if (!exit) launcher.kill('SIGTERM');
      throw new Error(
        `The platform did not start (${exit ?? 'timed out'}). Launcher output (${logFile}):\n${log().slice(-8_000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  process.env[PLATFORM_ENV] = JSON.stringify(platform);
  process.env[LAUNCHER_PID_ENV] = String(launcher.pid);
  process.env[WORK_DIR_ENV] = workDir;
  console.info(`e2e: platform at ${platform.shellUrl} (launcher log ${logFile})`);
};

export default globalSetup;
