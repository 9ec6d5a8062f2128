import type { NatsConnection } from '@canstring/service-kit';
import type { ConsumerMessages } from '@nats-io/jetstream';

/**
 * Closes an ordered consumer's messages when the consumer is probably lost: the connection came back
 * (on another node of a cluster, or the same server restarted) or the server's heartbeats stopped
 * (the node holding the consumer is gone). The feed then opens a new one after the last event it
 * read, which the library's own recovery does not always do. Answers a function that stops watching.
 */
export const closeWhenLost = (nc: NatsConnection, messages: ConsumerMessages): (() => void) => {
  let done = false;
  const close = () => {
    if (done) return;
    done = true;
    void messages.close().catch(() => undefined);
  };
  void (async () => {
    for await (const status of messages.status()) {
      if (done) return;
      if (status.type === 'heartbeats_missed') close();
    }
  })().catch(() => undefined);
  void (async () => {
    for await (const status of nc.status()) {
      if (done) return;
      if (status.type === 'reconnect') close();
    }
  })().catch(() => undefined);
  return () => {
    done = true;
  };
};
