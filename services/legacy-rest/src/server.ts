import type { AddressInfo } from 'node:net';
import { LEGACY_DEFAULT_PLAINTEXT_HOSTS, LEGACY_DEFAULT_PREFIX } from '@canstring/contracts';
import {
  connectNats,
  createLogger,
  createTokenVerifier,
  type Logger,
  type NatsCredentials,
} from '@canstring/service-kit';
import { answerSender } from './answer';
import { createLegacyApp } from './app';
import { legacyConfigShape, prefixSchema } from './config';

export interface LegacyRestOptions {
  natsUrl: string;
  /** The adapter's NATS user, when the server requires one. */
  natsCredentials?: NatsCredentials;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  prefix?: string;
  passphrase: string;
  plaintextHosts?: readonly string[];
  log?: Logger;
}

export interface RunningLegacyRest {
  /** The server's root, e.g. http://127.0.0.1:4100 (the routes are under `prefix`). */
  url: string;
  prefix: string;
  stop(): Promise<void>;
}

/** Serves the old encrypted REST contract on top of the NATS services. */
export const startLegacyRest = async (options: LegacyRestOptions): Promise<RunningLegacyRest> => {
  const passphrase = legacyConfigShape.LEGACY_PASSPHRASE.parse(options.passphrase);
  const prefix = prefixSchema.parse(options.prefix ?? LEGACY_DEFAULT_PREFIX);
  const plaintextHosts = options.plaintextHosts ?? LEGACY_DEFAULT_PLAINTEXT_HOSTS;
  const log = options.log ?? createLogger('legacy-rest');
  const host = options.host ?? '127.0.0.1';

  const nc = await connectNats(options.natsUrl, 'legacy-rest', options.natsCredentials);
  const verifier = createTokenVerifier(nc);
  const app = createLegacyApp(
    { nc, verifier, log, send: answerSender(passphrase) },
    {
      prefix,
      passphrase,
      plaintextHosts,
    },
  );
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const s = app.listen(options.port, host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log.info({ url, prefix }, 'legacy REST adapter ready');

  return {
    url,
    prefix,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      verifier.close();
      await nc.drain();
    },
  };
};
