import type { NatsConnection } from '@canstring/service-kit';
import { type ClosedLoopOptions, runClosedLoop } from './closed-loop';
import type { RunFigures } from './stats';

/** Plain NATS request/reply from one connection, the transport every gateway call rides on. */
export const loadNatsRequests = (
  nc: NatsConnection,
  subject: string,
  payload: Uint8Array,
  options: ClosedLoopOptions,
): Promise<RunFigures> =>
  runClosedLoop(options, async () => {
    const reply = await nc.request(subject, payload, { timeout: 5_000 });
    if (reply.data.length !== payload.length) throw new Error('echo answered something else');
  });
