import { connect, type NatsConnection } from '@nats-io/transport-node';

export type { NatsConnection } from '@nats-io/transport-node';

/** Connects to NATS and keeps reconnecting for as long as the process lives. */
export const connectNats = (url: string, name: string): Promise<NatsConnection> =>
  connect({ servers: url.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });

/** True when a NATS server answers at the url within the timeout. */
export const natsAnswers = async (url: string, timeoutMs = 1_000): Promise<boolean> => {
  try {
    const nc = await connect({ servers: url, timeout: timeoutMs, reconnect: false });
    await nc.close();
    return true;
  } catch {
    return false;
  }
};
