/**
 * The fan-out goal every fan-out bench holds the gateway to (chat and room events, at 200 or 100
 * and at 1,000): p99 delivery under FANOUT_P99_MS, and at most FANOUT_RAW_MULTIPLE times raw
 * NATS's p99 in the same run, nothing lost.
 */
export const FANOUT_P99_MS = 50;
export const FANOUT_RAW_MULTIPLE = 5;
/** Heartbeats answered meanwhile with p99 under this: liveness never waits for the host's controls. */
export const HEARTBEAT_P99_MS = 50;
