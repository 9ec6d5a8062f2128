import type { FanoutPace } from '../chat/fanout-job';

/** One run of the room client: the host and the participants, all through the gateway. */
export interface RoomJob {
  url: string;
  /** The NATS server, where the run also watches the room's events as a gateway receives them. */
  natsUrl: string;
  wsUrl: string;
  alias: string;
  /** The organizer's session token: the host. */
  hostToken: string;
  /** One meeting guest pass per simulated participant. */
  guestTokens: string[];
  /** How often each participant sends its heartbeat (ROOM_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** The pace of the host's signal: this many sends a second. */
  pace: FanoutPace;
}
