/** The pace of one fan-out run. */
export interface FanoutPace {
  messagesPerSecond: number;
  warmupMs: number;
  durationMs: number;
  /** How long to wait for the last messages after the sending stops. */
  drainMs: number;
}

/** One run of the fan-out client in one process: raw NATS core publish/subscribe. */
export interface FanoutJob {
  kind: 'nats';
  natsUrl: string;
  subscribers: number;
  pace: FanoutPace;
  /** Sizes of the messages, in bytes, sent in turn (cycled); a short chat message when unset. */
  messageBytes?: number[];
}

/** The subject of the raw NATS baseline of a split run. */
export const RAW_SUBJECT = 'bench.chat.split';

/** One client process's share of the subscribers of a split run. */
export type SubscriberShare =
  | { kind: 'graphql'; wsUrl: string; tokens: string[] }
  | { kind: 'nats'; natsUrl: string; first: number; count: number };

/** The one sender of a split run, in a process of its own. */
export type SenderJob =
  | {
      kind: 'graphql';
      url: string;
      senderToken: string;
      groupId: number;
      pace: FanoutPace;
      /** Where the chat service publishes its events: the sender notes when each message's event is on NATS. */
      natsUrl: string;
    }
  | { kind: 'nats'; natsUrl: string; pace: FanoutPace };

/** What a subscriber process says: all its subscribers have received a warm-up message. */
export interface ReadyLine {
  type: 'ready';
}
/** What a subscriber process says when told to stop: every measured receipt's latency, in ms. */
export interface ReceiptsLine {
  type: 'receipts';
  /** Each receipt's message (its index in the measured run) and latency, side by side. */
  messages: number[];
  latencies: number[];
}
/** What the sender says once the measured sending is over. */
export interface SentLine {
  type: 'sent';
  sent: number;
  failed: number;
  seconds: number;
  /** How long the send itself took to be answered (stored, published): the floor under delivery. */
  answerP50Ms: number;
  answerP99Ms: number;
  /** By message index: ms from the send to the chat service's event on NATS (graphql runs only). */
  eventDelaysMs: (number | null)[];
}
