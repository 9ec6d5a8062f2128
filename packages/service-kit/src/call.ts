import {
  AppError,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  ErrorCode,
  SERVICE_NOT_ANSWERED_MESSAGE,
} from '@canstring/contracts';
import { type NatsConnection, headers as natsHeaders } from '@nats-io/transport-node';
import { ACTOR_ASSERTION_HEADER, assertionFor } from './actor-assertion';
import { REQUEST_ID_HEADER, replySchema } from './envelope';

export interface CallOptions {
  timeoutMs?: number;
  requestId?: string;
  /** The actor assertion to send instead of the one `assertionFor` gives (tests of refusals). */
  assertion?: string;
}

const unavailable = () => new AppError(ErrorCode.Unavailable, SERVICE_NOT_ANSWERED_MESSAGE);

/** Calls a service endpoint and returns its validated output, or throws the AppError it answered. */
export const call = async <E extends Endpoint>(
  nc: NatsConnection,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> => {
  const h = natsHeaders();
  if (options.requestId) h.set(REQUEST_ID_HEADER, options.requestId);
  // Who the input names travels asserted: forwarded from the request being answered, or signed at an edge.
  const assertion = options.assertion ?? assertionFor(input);
  if (assertion) h.set(ACTOR_ASSERTION_HEADER, assertion);
  let text: string;
  try {
    const msg = await nc.request(endpoint.subject, JSON.stringify(input), {
      timeout: options.timeoutMs ?? endpoint.timeoutMs ?? 5_000,
      headers: h,
    });
    text = msg.string();
  } catch {
    // No responders or timeout: either way nobody answered.
    throw unavailable();
  }
  const reply = replySchema.parse(JSON.parse(text));
  if (!reply.ok) throw AppError.fromBody(reply.error);
  return endpoint.output.parse(reply.data) as EndpointOutput<E>;
};
