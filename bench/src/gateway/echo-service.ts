import type { NatsConnection } from '@canstring/service-kit';
import { Svcm } from '@nats-io/services';

export const ECHO_SUBJECT = 'bench.echo';

/** The baseline's endpoint: a NATS micro-service that answers every request with its own bytes. */
export const startEchoService = async (nc: NatsConnection) => {
  const service = await new Svcm(nc).add({ name: 'bench-echo', version: '1.0.0', queue: 'bench-echo' });
  service.addEndpoint('echo', {
    subject: ECHO_SUBJECT,
    handler: (err, msg) => {
      if (!err) msg.respond(msg.data);
    },
  });
  return { stop: () => service.stop() };
};
