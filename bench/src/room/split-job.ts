import type { FanoutPace } from '../chat/fanout-job';

/**
 * A room run split over client processes: one host process sends, several share processes each hold
 * a share of the participants. `gateway`: the room through the gateway (joinRoom, roomEvents over
 * graphql-ws, roomHeartbeat); `nats`: the baseline, core NATS subscribers and one publisher at the
 * same pace, split the same way.
 */
export type SplitMode = 'gateway' | 'nats';

/** What the host process does. */
export interface HostJob {
  mode: SplitMode;
  url: string;
  natsUrl: string;
  alias: string;
  /** The organizer's session token: the host. */
  hostToken: string;
  heartbeatMs: number;
  pace: FanoutPace;
  /** Longest warm-up before every participant has received a signal. */
  readyTimeoutMs: number;
}

/** What one share process does: its participants' guest passes (gateway), or how many subscribers (nats). */
export interface ShareJob {
  mode: SplitMode;
  url: string;
  wsUrl: string;
  natsUrl: string;
  alias: string;
  guestTokens: string[];
  /** For nats: subscribers in this share. */
  subscribers: number;
  /** Joins this share runs at once (every join to one room waits its turn in the room service). */
  joinConcurrency: number;
  heartbeatMs: number;
}

/** The subject of the baseline's messages. */
export const RAW_SUBJECT = 'bench.room.fanout';

/** Lines of the talk (see child-lines.ts). */
export interface HostLine {
  type: 'host';
  participantId: string;
  room: string;
}
export interface JoinedLine {
  type: 'joined';
  participantIds: string[];
}
export interface ParticipantsLine {
  type: 'participants';
  participantIds: string[];
}
/** Said by a share once each of its participants received a signal; told to the host once all did. */
export interface ReadyLine {
  type: 'ready';
}
/** Told to a share: send what you measured and stop. */
export interface StopLine {
  type: 'stop';
}

export interface HostFigures {
  type: 'sent';
  /** [version or message number, when sent] of every measured send that was answered. */
  sent: [number, number][];
  sentCount: number;
  failed: number;
  /** [version, when the room service's event was seen on NATS]. */
  published: [number, number][];
  answerMs: number[];
  /** When the measured sends started and the drain ended. */
  startedAt: number;
  endedAt: number;
  /** The host's own heartbeats: [when asked, answer ms], failures. */
  heartbeats: [number, number][];
  heartbeatFailures: number;
}

export interface ShareFigures {
  type: 'received';
  /** [version or message number, when received], every receipt of the signal's event. */
  receipts: [number, number][];
  heartbeats: [number, number][];
  heartbeatFailures: number;
  subscriptionsEnded: number;
}
