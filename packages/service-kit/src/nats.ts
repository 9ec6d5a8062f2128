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

/** Connects to NATS and keeps reconnecting for as long as the process lives. */
export const connectNats = (
  url: string,
  name: string,
  credentials?: NatsCredentials,
): Promise<NatsConnection> =>
  connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    ...authOptions(credentials),
  });

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
      servers: url,
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
