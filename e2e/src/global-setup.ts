import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { remoteNames } from '@canstring/contracts';
import { freePort } from '@canstring/service-kit';
import { PLATFORM_ENV, type TestPlatform } from './platform';

const repoRoot = path.resolve(__dirname, '../..');
const READY_LINE = 'ready: open ';
/**
 * `npm test` starts three platforms at once (the plain, media and media-server-loss specs), each of
 * ten services on embedded PGlite: on a slow two-core machine one alone takes 80 s, three ~240 s.
 */
const START_TIMEOUT_MS = 600_000;

export const LAUNCHER_PID_ENV = 'E2E_LAUNCHER_PID';
export const WORK_DIR_ENV = 'E2E_WORK_DIR';

/**
 * The test assets the product loads as it would load third-party scripts (the YouTube IFrame
 * Player API's stand-in, e2e/assets), from an origin of their own, as the real ones come from
 * theirs. Serves only the files of that folder; lives as long as the test run.
 */
const serveAssets = async (host: string): Promise<string> => {
  const folder = path.join(__dirname, '..', 'assets');
  const port = await freePort();
  const server = createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://assets').pathname);
    try {
      const body = readFileSync(path.join(folder, name));
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  server.unref();
  return `http://${host}:${port}`;
};

/** A start that failed because a port picked free was taken by someone else before the launcher bound it. */
class PortTaken extends Error {}
/** Starts tried, each on ports picked afresh, before a taken port fails the run. */
const START_ATTEMPTS = 3;
const PORT_TAKEN = /EADDRINUSE|address already in use/i;
/** How long a launcher told to stop is given to stop its services before the next start. */
const STOP_WAIT_MS = 60_000;

/**
 * Starts the built product with the launcher, as `npm start` does, but on a fresh data folder, its
 * own free ports and its own nats-server, so it never meets a running development instance. The
 * ports are picked free a moment before the launcher binds them, and a connection elsewhere on the
 * machine may take one as its own port meanwhile: that start is tried again on new ports (and said
 * so in the output); any other failure fails at once.
 */
const globalSetup = async () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'canstring-e2e-'));
  const assets = await serveAssets('127.0.0.1');
  for (let attempt = 1; ; attempt++) {
    try {
      const { platform, launcherPid, logFile } = await startPlatform(workDir, attempt, assets);
      process.env[PLATFORM_ENV] = JSON.stringify(platform);
      process.env[LAUNCHER_PID_ENV] = String(launcherPid);
      process.env[WORK_DIR_ENV] = workDir;
      console.info(`e2e: platform at ${platform.shellUrl} (launcher log ${logFile})`);
      return;
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === START_ATTEMPTS) throw error;
      console.warn(`e2e: ${error.message.split('\n')[0]}; starting again on new ports`);
    }
  }
};

/** One start of the launcher on ports picked now, with a data folder and log of this attempt's own. */
const startPlatform = async (workDir: string, attempt: number, assets: string) => {
  const dataDir = path.join(workDir, attempt === 1 ? 'data' : `data-${attempt}`);
  mkdirSync(dataDir);
  const logFile = path.join(workDir, attempt === 1 ? 'launcher.log' : `launcher-${attempt}.log`);
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
    // The launcher waits for its services as long as this waits for the launcher.
    START_TIMEOUT_SECONDS: String(START_TIMEOUT_MS / 1000),
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
    // The YouTube player API's stand-in: the real one is not reachable from here.
    YOUTUBE_API_URL: `${assets}/youtube-iframe-api.js`,
    // E2E_NATS_CLUSTER_SIZE=3: the bus as a three-node cluster (its first node on the port above).
    ...(process.env.E2E_NATS_CLUSTER_SIZE ? { NATS_CLUSTER_SIZE: process.env.E2E_NATS_CLUSTER_SIZE } : {}),
    // In the media run's network namespace: the veth address Janus gathers candidates on.
    ...(process.env.E2E_JANUS_INTERFACE ? { JANUS_INTERFACE: process.env.E2E_JANUS_INTERFACE } : {}),
    // Several Janus servers (infra/deploy/janus): the media-server loss spec and bench.
    ...(process.env.E2E_JANUS_SERVERS_FILE
      ? { JANUS_SERVERS_FILE: path.resolve(repoRoot, process.env.E2E_JANUS_SERVERS_FILE) }
      : {}),
  };
  const out = openSync(logFile, 'a');
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'infra/src/launcher/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', out, out],
  });
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    launcher.once('exit', (code, signal) => {
      exit = `code ${code}, signal ${signal}`;
      resolve();
    }),
  );

  const log = () => readFileSync(logFile, 'utf8');
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (let output = log(); !output.includes(READY_LINE); output = log()) {
    // A server whose port was taken never starts on it (a service the launcher restarts tries the same
    // port again): that start is over at once.
    const portTaken = PORT_TAKEN.test(output);
    if (exit || portTaken || Date.now() > deadline) {
      const why = exit ?? (portTaken ? 'a port was taken' : 'timed out');
      if (!exit) {
        launcher.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, STOP_WAIT_MS))]);
      }
      const failure = `The platform did not start (${why}). Launcher output (${logFile}):\n${log().slice(-8_000)}`;
      throw portTaken ? new PortTaken(failure) : new Error(failure);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { platform, launcherPid: launcher.pid, logFile };
};

export default globalSetup;
