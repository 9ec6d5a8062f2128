import { randomUUID } from 'node:crypto';
import { AppError, badInputFrom, type Endpoint, ErrorCode, endpoint } from '@canstring/contracts';
import { type Service, type ServiceMsg, Svcm } from '@nats-io/services';
import type { NatsConnection } from '@nats-io/transport-node';
import { z } from 'zod';
import {
  ACTOR_ASSERTION_HEADER,
  identityOf,
  requireActorAssertionPublicKey,
  verifyActorAssertion,
  withReceivedAssertion,
} from './actor-assertion';
import { refuseControlCharacters } from './control-characters';
import { REQUEST_ID_HEADER, type Reply } from './envelope';
import type { Logger } from './logger';

export interface HandlerContext {
  log: Logger;
  requestId: string;
}

export interface Handler<E extends Endpoint = Endpoint> {
  endpoint: E;
  handle(input: z.output<E['input']>, ctx: HandlerContext): Promise<z.input<E['output']>>;
}

/** Pairs an endpoint definition with the code that answers it, keeping both sides' types in step. */
export const handler = <E extends Endpoint>(endpoint: E, handle: Handler<E>['handle']): Handler<E> => ({
  endpoint,
  handle,
});

export interface ServiceOptions {
  nc: NatsConnection;
  /** NATS micro-service name; also the queue group, so instances of one service share the load. */
  name: string;
  version: string;
  description: string;
  handlers: Handler[];
  log: Logger;
  /** Answers the service's health endpoint (`<name>.health`); throw when a dependency is down. */
  healthCheck?: () => Promise<void>;
}

/** Every service answers `<name>.health` with its instance id once its dependencies answer. */
export const healthEndpoint = (name: string) =>
  endpoint(
    `${name}.health`,
    z.object({}),
    z.object({ status: z.literal('ok'), service: z.string(), instance: z.string() }),
  );

export interface RunningService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

const encoder = new TextEncoder();
const respond = (msg: ServiceMsg, reply: Reply<unknown>) =>
  msg.respond(encoder.encode(JSON.stringify(reply)));

const answer = async (h: Handler, msg: ServiceMsg, log: Logger): Promise<Reply<unknown>> => {
  const requestId = msg.headers?.get(REQUEST_ID_HEADER) || randomUUID();
  const rlog = log.child({ requestId, subject: h.endpoint.subject });
  try {
    let raw: unknown;
    try {
      raw = msg.data.length ? JSON.parse(msg.string()) : {};
    } catch {
      throw new AppError(ErrorCode.BadInput, 'The request is not valid JSON.');
    }
    refuseControlCharacters(raw);
    const input = h.endpoint.input.safeParse(raw);
    if (!input.success) throw badInputFrom(input.error);
    // Whoever the input names must be who the edge asserted; the handler's own calls forward it.
    const assertion = msg.headers?.get(ACTOR_ASSERTION_HEADER) || undefined;
    const identity = identityOf(input.data);
    if (identity) verifyActorAssertion(assertion, identity);
    const output = await withReceivedAssertion(assertion, () =>
      h.handle(input.data, { log: rlog, requestId }),
    );
    return { ok: true, data: h.endpoint.output.parse(output) };
  } catch (error) {
    if (error instanceof AppError) {
      rlog.debug({ code: error.code }, error.message);
      return { ok: false, error: error.toBody() };
    }
    rlog.error({ err: error }, 'handler failed');
    return {
      ok: false,
      error: { code: ErrorCode.Internal, message: 'Something went wrong. Please try again.' },
    };
  }
};

/** Registers a NATS micro-service whose endpoints validate input and answer in the reply envelope. */
export const startService = async (options: ServiceOptions): Promise<RunningService> => {
  const { nc, name, version, description, handlers, log, healthCheck } = options;
  requireActorAssertionPublicKey();
  const service: Service = await new Svcm(nc).add({ name, version, description, queue: name });
  const health = handler(healthEndpoint(name), async () => {
    await healthCheck?.();
    return { status: 'ok' as const, service: name, instance: service.info().id };
  });
  const all: Handler[] = [...handlers, health];
  // Answers still being worked on: stopping waits for them, so every request taken in is answered.
  const inFlight = new Set<Promise<void>>();
  for (const h of all) {
    const endpointName = h.endpoint.subject.replace(/\./g, '_');
    service.addEndpoint(endpointName, {
      subject: h.endpoint.subject,
      handler: (err, msg) => {
        if (err) {
          log.error({ err }, 'endpoint subscription failed');
          return;
        }
        const answered = answer(h, msg, log).then((reply) => {
          respond(msg, reply);
        });
        inFlight.add(answered);
        void answered.finally(() => inFlight.delete(answered));
      },
    });
  }
  // The server has the subscriptions once the flush returns: a request sent after start is answered.
  await nc.flush();
  log.info({ instance: service.info().id, endpoints: all.length }, `${name} service ready`);
  return {
    instanceId: service.info().id,
    /** Stops taking requests, then waits until every request already taken in has its answer published. */
    stop: async () => {
      await service.stop();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
};
