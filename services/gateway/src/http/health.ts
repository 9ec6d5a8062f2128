import { call, healthEndpoint, type NatsConnection } from '@canstring/service-kit';
import type { Request, Response } from 'express';

/** Healthy only while NATS is connected and the user service answers its health endpoint. */
export const healthHandler =
  (nc: NatsConnection, timeoutMs = 1_000) =>
  async (_req: Request, res: Response): Promise<void> => {
    try {
      if (nc.isClosed()) throw new Error('nats closed');
      await call(nc, healthEndpoint('user'), {}, { timeoutMs, requestId: res.locals.requestId });
      res.status(200).json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  };
