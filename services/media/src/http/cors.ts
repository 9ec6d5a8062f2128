import { REQUEST_ID_HEADER } from '@canstring/service-kit';
import cors from 'cors';
import type { NextFunction, Request, Response } from 'express';
import { LEGACY_TOKEN_HEADER } from './caller';

const shellAndRemotePorts = [3000, 3001, 3002, 3003, 3004, 3005];

/** The shell and the remotes on this machine, as the local launcher starts them. */
const defaultAllowedOrigins = (): string[] =>
  ['localhost', '127.0.0.1'].flatMap((host) => shellAndRemotePorts.map((port) => `http://${host}:${port}`));

/** Reads a comma list such as ALLOWED_ORIGINS; empty means the local shell and remotes. */
export const parseAllowedOrigins = (value: string | undefined): string[] => {
  const origins = (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return origins.length ? origins : defaultAllowedOrigins();
};

/**
 * CORS for the listed origins only (the shell's pages upload and download with the session token);
 * a page from anywhere else gets no CORS headers, so its browser keeps the answer from it.
 * Requests without an Origin (not from a browser page) pass.
 */
export const corsMiddleware = (allowedOrigins: string[]) => {
  const allowed = new Set(allowedOrigins);
  const handle = cors({
    origin: (origin, done) => done(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', LEGACY_TOKEN_HEADER, REQUEST_ID_HEADER],
    exposedHeaders: [REQUEST_ID_HEADER, 'Content-Disposition', 'Content-Length'],
    maxAge: 600,
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.headers.origin === undefined) next();
    else handle(req, res, next);
  };
};
