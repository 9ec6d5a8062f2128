import { createLogger, natsCredentialsOf } from '@canstring/service-kit';
import { type LegacyConfig, loadLegacyConfig } from './config';
import { startLegacyRest } from './server';

let config: LegacyConfig;
try {
  config = loadLegacyConfig();
} catch (error) {
  // A wrong setting is an operator's mistake: say which, without a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}
const log = createLogger('legacy-rest', config.LOG_LEVEL);

startLegacyRest({
  natsUrl: config.NATS_URL,
  natsCredentials: natsCredentialsOf(config),
  port: config.LEGACY_PORT,
  host: config.LEGACY_HOST,
  prefix: config.LEGACY_PREFIX,
  passphrase: config.LEGACY_PASSPHRASE,
  plaintextHosts: config.LEGACY_PLAINTEXT_HOSTS,
  log,
})
  .then((running) => {
    const stop = (signal: string) => {
      log.info({ signal }, 'stopping');
      running.stop().then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'stop failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  })
  .catch((err: unknown) => {
    log.fatal({ err }, 'legacy REST adapter failed to start');
    process.exit(1);
  });
