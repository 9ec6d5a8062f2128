/** The pace of one fan-out run. */
export interface FanoutPace {
  messagesPerSecond: number;
  warmupMs: number;
  durationMs: number;
  /** How long to wait for the last messages after the sending stops. */
  drainMs: number;
}

/** One run of the fan-out client: through the gateway, or raw NATS core publish/subscribe. */
export type FanoutJob =
  | {
      kind: 'graphql';
      url: string;
      wsUrl: string;
      senderToken: string;
      subscriberTokens: string[];
      groupId: number;
      pace: FanoutPace;
    }
  | {
      kind: 'nats';
      natsUrl: string;
      subscribers: number;
      pace: FanoutPace;
      /** Sizes of the messages, in bytes, sent in turn (cycled); a short chat message when unset. */
      messageBytes?: number[];
    };
