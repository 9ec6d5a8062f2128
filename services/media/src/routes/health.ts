import { fileServerPaths } from '@canstring/contracts';
import { pingDatabase } from '@canstring/service-kit';
import { Router } from 'express';
import type { MediaDeps } from '../deps';

/** Healthy while NATS is connected and the database answers. */
export const healthRoutes = ({ nc, db }: MediaDeps): Router => {
  const router = Router();
  router.get(fileServerPaths.health, async (_req, res) => {
    try {
      if (nc.isClosed()) throw new Error('nats closed');
      await pingDatabase(db);
      res.status(200).json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
};
