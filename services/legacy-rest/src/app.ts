import { LEGACY_BODY_LIMIT_BYTES } from '@canstring/contracts';
import { REQUEST_ID_HEADER } from '@canstring/service-kit';
import cors from 'cors';
import express, { type Express } from 'express';
import { AUTH_TOKEN_HEADER } from './authenticated';
import { answerMode, decryptBody, noteEmptyBody } from './body-codec';
import { refuseControlCharacters } from './control-characters';
import type { LegacyDeps } from './deps';
import { errorAnswer, unknownRoute } from './error-answer';
import { localsOf } from './locals';
import { requestId } from './request-id';
import { legacyRouter } from './routes';

export interface LegacyAppOptions {
  prefix: string;
  passphrase: string;
  plaintextHosts: readonly string[];
}

/** The express application: health at the root, the old contract under its prefix. */
export const createLegacyApp = (deps: LegacyDeps, options: LegacyAppOptions): Express => {
  const { log, nc, send } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.get('/healthz', (_req, res) => {
    const up = !nc.isClosed();
    res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'unavailable' });
  });

  app.use(requestId);
  app.use((req, res, next) => {
    const started = performance.now();
    res.on('finish', () =>
      log.debug(
        {
          requestId: localsOf(res).requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      ),
    );
    next();
  });
  // The token travels in a header, never a cookie, so any page may call (the old client runs on its own host).
  app.use(
    cors({
      allowedHeaders: ['content-type', AUTH_TOKEN_HEADER, REQUEST_ID_HEADER],
      exposedHeaders: [REQUEST_ID_HEADER, 'retry-after'],
    }),
  );
  app.use(answerMode(options.plaintextHosts));
  app.use(express.json({ limit: LEGACY_BODY_LIMIT_BYTES, verify: noteEmptyBody }));
  app.use(decryptBody(options.passphrase, options.plaintextHosts));
  app.use(refuseControlCharacters);
  app.use(options.prefix || '/', legacyRouter(deps));
  app.use(unknownRoute(send));
  app.use(errorAnswer(send, log));
  return app;
};
