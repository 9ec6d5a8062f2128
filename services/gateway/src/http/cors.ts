import { REQUEST_ID_HEADER } from '@canstring/service-kit';
import cors from 'cors';
import type { NextFunction, Request, Response } from 'express';

const shellAndRemotePorts = [3000, 3001, 3002, 3003, 3004, 3005];

/** The shell and the remotes on this machine, as started by the local launcher. */
export const defaultAllowedOrigins = (): string[] =>
  ['localhost', '127.0.0.1'].flatMap((host) => shellAndRemotePorts.map((port) => `http://${host}:${port}`));

/** Reads a comma list such as ALLOWED_ORIGINS; empty means the defaults. */
export const parseAllowedOrigins = (value: string | undefined): string[] => {
  const origins = (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return origins.length ? origins : defaultAllowedOrigins();
};

/** Answers CORS only for listed origins; requests without an Origin (not from a browser page) pass. */
export const corsMiddleware = (allowedOrigins: string[]) => {
  const allowed = new Set(allowedOrigins);
  const handle = cors({
    origin: (origin, done) => done(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    exposedHeaders: [REQUEST_ID_HEADER],
    maxAge: 600,
  });
  // Requests from outside a browser page carry no Origin and need no CORS headers.
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.headers.origin === undefined) next();
    else handle(req, res, next);
  };
};

export const originAllowed = (allowedOrigins: string[], origin: string | undefined): boolean =>
  origin === undefined || allowedOrigins.includes(origin);
