import { connect, type NatsConnection } from '@nats-io/transport-node';

export type { NatsConnection } from '@nats-io/transport-node';

/** One NATS user's credentials; its replies arrive under its own inbox prefix, which no other user may read. */
export interface NatsCredentials {
  user: string;
  password: string;
  inboxPrefix: string;
}

/** The inbox prefix a NATS user may subscribe to: `_INBOX_<user>`. */
export const natsInboxPrefixOf = (user: string): string => `_INBOX_${user}`;

/** The credentials named by the settings (NATS_USER, NATS_PASSWORD, NATS_INBOX_PREFIX), or none. */
export const natsCredentialsOf = (settings: {
  NATS_USER?: string;
  NATS_PASSWORD?: string;
  NATS_INBOX_PREFIX?: string;
}): NatsCredentials | undefined =>
  settings.NATS_USER
    ? {
        user: settings.NATS_USER,
        password: settings.NATS_PASSWORD ?? '',
        inboxPrefix: settings.NATS_INBOX_PREFIX || natsInboxPrefixOf(settings.NATS_USER),
      }
    : undefined;

const authOptions = (credentials?: NatsCredentials) =>
  credentials
    ? { user: credentials.user, pass: credentials.password, inboxPrefix: credentials.inboxPrefix }
    : {};

/** The servers a NATS_URL names: one url, or a cluster's nodes separated by commas. */
export const natsServersOf = (url: string): string[] =>
  url
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);

/**
 * Connects to NATS and keeps reconnecting for as long as the process lives. With a cluster's nodes
 * listed (and the ones the cluster announces), a lost node's clients move to a live one at once; a node
 * that stops answering without closing the connection (its machine gone) is left after two missed
 * pings. Subscriptions are made again on the new node by the client.
 *
 * Without async traces: by default the client builds two errors with stack traces for every request
 * (one kept for a failure's context, one for its time-out) even when the answer comes; our `call`
 * throws its own error for a failed request, so those stacks were never read. Measured: 26-28 µs of
 * CPU per request and answer, 15-16 µs without them (34,000 → 51,000 requests/s on one connection).
 */
export const connectNats = (
  url: string,
  name: string,
  credentials?: NatsCredentials,
): Promise<NatsConnection> =>
  connect({
    servers: natsServersOf(url),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    pingInterval: 2_000,
    maxPingOut: 2,
    noAsyncTraces: true,
    ...authOptions(credentials),
  });

/**
 * How long one pull of a JetStream consumer waits on the server (consume's `expires`): the server
 * sends a heartbeat every half of it, and two missed ones make the client open the consumer again.
 * So a consumer lost with a cluster node (an ordered consumer lives on one node) is noticed within
 * about this long, not the library's default of 30 s.
 */
export const STREAM_PULL_EXPIRES_MS = 2_000;

/**
 * How long a JetStream API request (open a consumer, read a stream's info) waits for its answer before
 * it is tried again: while a cluster elects a new stream leader these go unanswered, and a shorter
 * wait than the library's 5 s resumes sooner once the leader is there.
 */
export const STREAM_API_TIMEOUT_MS = 2_000;

/** Most replicas a stream may have: a five-node cluster. */
export const MAX_STREAM_REPLICAS = 5;

/**
 * How many nodes keep a copy of each JetStream stream the services create (NATS_STREAM_REPLICAS):
 * 1 on one nats-server, 3 on a three-node cluster (a stream then survives the loss of any one node).
 */
export const natsStreamReplicas = (env: NodeJS.ProcessEnv = process.env): number => {
  const text = env.NATS_STREAM_REPLICAS?.trim();
  if (!text) return 1;
  const replicas = Number(text);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > MAX_STREAM_REPLICAS)
    throw new Error(
      `Invalid configuration: NATS_STREAM_REPLICAS: a whole number from 1 to ${MAX_STREAM_REPLICAS}, not "${text}"`,
    );
  return replicas;
};

/**
 * What a NATS server at the url says to a connect: `answers` (it took the connection), `refused`
 * (it answered but refused the credentials, or their absence), or `absent` (no NATS server answered).
 */
export type NatsProbe = 'answers' | 'refused' | 'absent';

const refusal = /authori[sz]ation|authentication|permissions/i;

export const probeNats = async (
  url: string,
  credentials?: NatsCredentials,
  timeoutMs = 1_000,
): Promise<NatsProbe> => {
  try {
    const nc = await connect({
      servers: natsServersOf(url),
      timeout: timeoutMs,
      reconnect: false,
      ...authOptions(credentials),
    });
    await nc.close();
    return 'answers';
  } catch (error) {
    const text = `${(error as Error)?.message ?? ''} ${String((error as { code?: unknown })?.code ?? '')}`;
    return refusal.test(text) ? 'refused' : 'absent';
  }
};

/** True when a NATS server answers at the url within the timeout and takes the connection. */
export const natsAnswers = async (
  url: string,
  timeoutMs = 1_000,
  credentials?: NatsCredentials,
): Promise<boolean> => (await probeNats(url, credentials, timeoutMs)) === 'answers';
