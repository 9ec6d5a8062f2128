import { loadLauncherConfig } from './config';
import { prefixedOutput } from './output';
import { type RunningPlatform, startPlatform } from './platform';

/** `npm start`: runs the platform in the foreground until Ctrl-C or SIGTERM. */
const main = async () => {
  const config = loadLauncherConfig();
  const output = prefixedOutput(process.stdout, { raw: config.LOG_FORMAT === 'json' });
  const say = (text: string) => output.line('launcher', text);
  const starting = new AbortController();
  let platform: RunningPlatform | undefined;
  let stopping = false;

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      say(`${signal} again: killing everything now`);
      platform?.killNow();
      process.exit(130);
    }
    stopping = true;
    say(`${signal} received: stopping`);
    if (!platform) {
      // Still starting: startPlatform stops what it started and rejects.
      starting.abort();
      return;
    }
    void platform.stop().then(() => {
      say('stopped');
      process.exit(0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('exit', () => platform?.killNow());

  say(
    `data folder ${config.DATA_DIR}; database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`,
  );
  try {
    platform = await startPlatform(config, output, { signal: starting.signal });
  } catch (error) {
    if (starting.signal.aborted) {
      say('stopped');
      process.exit(0);
    }
    throw error;
  }
  say(`ready: open ${platform.url}`);
  say(
    process.env.ADMIN_EMAIL
      ? `first administrator: ${process.env.ADMIN_EMAIL}, with the password in ADMIN_PASSWORD`
      : 'first administrator: the user service printed its e-mail and a generated password once, at the first start with this data folder (see the "user" lines)',
  );
};

main().catch((error: unknown) => {
  console.error(`launcher | ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
