import type { BusCluster, BusNode } from '@canstring/infra';
import { connect } from '@nats-io/transport-node';

/** A bare NATS client on the node about to be killed: when it was connected to another node again. */
export interface BareProbe {
  /** Resolves with the time it reconnected elsewhere and a round trip to the server came back. */
  reconnected: Promise<number>;
  close(): Promise<void>;
}

/**
 * The baseline: the client library's own failover, with nothing of ours in between. Connects (as the
 * gateway's user, the same settings as connectNats) to `node` first, the other nodes listed after it.
 */
export const bareProbeOn = async (cluster: BusCluster, node: BusNode): Promise<BareProbe> => {
  const others = cluster.nodes.filter((n) => n !== node).map((n) => n.url);
  const { user, password, inboxPrefix } = cluster.users.gateway;
  const nc = await connect({
    servers: [node.url, ...others],
    noRandomize: true,
    name: 'bench-failover-bare',
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    pingInterval: 2_000,
    maxPingOut: 2,
    user,
    pass: password,
    inboxPrefix,
  });
  const reconnected = (async () => {
    for await (const status of nc.status()) {
      if (status.type !== 'reconnect') continue;
      await nc.flush();
      return Date.now();
    }
    throw new Error('the bare client closed before it reconnected');
  })();
  reconnected.catch(() => undefined);
  return { reconnected, close: () => nc.close() };
};
