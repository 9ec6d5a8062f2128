import type { Logger, NatsConnection } from '@canstring/service-kit';
import { type LiveMedia, liveMediaOnOne } from '../live-media/live-media-deps';
import { janusServerOf } from '../servers/janus-server';

/** The live media of the one Janus a test started (no relay). */
export const liveMediaForTest = (
  janus: { adminUrl: string; adminSecret: string; wsUrl: string },
  nc: NatsConnection,
  log: Logger,
): LiveMedia => {
  const server = janusServerOf(
    { name: 'janus', wsUrl: janus.wsUrl, adminUrl: janus.adminUrl },
    janus.adminSecret,
    {
      turn: undefined,
    },
  );
  return liveMediaOnOne(server, { nc, log, secret: janus.adminSecret });
};
