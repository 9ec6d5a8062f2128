import type { Logger } from '@canstring/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { sendFailure } from './failure';

/** An async route whose failures are answered by `sendFailure`. */
export const route =
  (log: Logger, handle: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res) => {
    handle(req, res).catch((error: unknown) => sendFailure(res, error, log));
  };
