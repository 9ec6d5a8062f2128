import type { BusNode } from '@canstring/infra';
import type { BusLoad } from './bus-load';

/** What one node's kill under load did. */
export interface NodeKill {
  node: string;
  killedAt: number;
  /** Why this node: the one the gateway was connected to, or the chat events stream's leader. */
  role: string;
  /** From the kill to the first answered request begun after it. */
  requestMs: number;
  /** From the kill to the first message sent after it delivered to the subscriber: chat (the stream) and room (core NATS). */
  eventMs: { chat: number; room: number };
}

/** Acknowledged messages never delivered, and messages a subscriber received more than once as events. */
export const deliveryFaults = (load: BusLoad): { acknowledged: number; lost: string[]; twice: string[] } => {
  const lost = [
    ...[...load.acknowledged.chat.keys()].filter((ref) => !load.delivered.chat.has(ref)),
    ...[...load.acknowledged.room.keys()].filter(
      (line) => !load.delivered.room.has(line) && !load.inState(line),
    ),
  ];
  const twice = [...load.delivered.chat, ...load.delivered.room]
    .filter(([, delivery]) => delivery.count > 1)
    .map(([key]) => key);
  return { acknowledged: load.acknowledged.chat.size + load.acknowledged.room.size, lost, twice };
};

const acks = (load: BusLoad) => load.acknowledged.chat.size + load.acknowledged.room.size;

/** Waits until `done` holds, looking every 20 ms; false when `timeoutMs` passed first. */
const until = async (done: () => boolean, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
};

const earliest = (times: number[]) => (times.length ? Math.min(...times) : undefined);

/** Acknowledged messages of one kind sent at or after `since`, and the first delivery among them. */
const sentSince = (load: BusLoad, kind: 'chat' | 'room', since: number) => {
  const sent = [...load.acknowledged[kind]].filter(([, s]) => s.startedAt >= since);
  const deliveries = sent.flatMap(([key]) => {
    const delivery = load.delivered[kind].get(key);
    return delivery ? [delivery.firstAt] : [];
  });
  return { count: sent.length, firstDelivery: earliest(deliveries) };
};

/** The first answered request begun at or after `since`, and each kind's messages sent since. */
const firstAfter = (load: BusLoad, since: number) => ({
  request: earliest(load.requests.filter((r) => r.startedAt >= since).map((r) => r.answeredAt)),
  chat: sentSince(load, 'chat', since),
  room: sentSince(load, 'room', since),
});

/**
 * Kills the node under a running load (after `warmAcks` acknowledged sends), waits for requests to
 * be answered and messages delivered again and for `afterAcks` more acknowledged sends, then stops
 * the load. The node stays down; the caller starts it again.
 */
export const killUnderLoad = async (
  load: BusLoad,
  node: BusNode,
  role: string,
  options: { warmAcks?: number; afterAcks?: number; timeoutMs?: number } = {},
): Promise<NodeKill> => {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const running = load.run();
  try {
    const before = acks(load);
    if (!(await until(() => acks(load) >= before + (options.warmAcks ?? 20), timeoutMs)))
      throw new Error('the load did not get going before the kill');
    const killedAt = Date.now();
    await node.kill();
    // Answered again, and on both paths messages sent since the kill acknowledged and delivered.
    const afterAcks = options.afterAcks ?? 10;
    const recovered = await until(() => {
      const first = firstAfter(load, killedAt);
      return (
        first.request !== undefined &&
        [first.chat, first.room].every((kind) => kind.count >= afterAcks && kind.firstDelivery !== undefined)
      );
    }, timeoutMs);
    const first = firstAfter(load, killedAt);
    if (!recovered)
      throw new Error(
        `${timeoutMs} ms after ${node.name} was killed: ${first.request === undefined ? 'no' : 'a'} request answered; ` +
          `chat ${first.chat.count} acknowledged, ${first.chat.firstDelivery === undefined ? 'none' : 'some'} delivered; ` +
          `room ${first.room.count} acknowledged, ${first.room.firstDelivery === undefined ? 'none' : 'some'} delivered; ` +
          `subscriptions: ${load.failures().join('; ') || 'open'}`,
      );
    return {
      node: node.name,
      killedAt,
      role,
      requestMs: first.request! - killedAt,
      eventMs: { chat: first.chat.firstDelivery! - killedAt, room: first.room.firstDelivery! - killedAt },
    };
  } finally {
    await running.stop();
  }
};
