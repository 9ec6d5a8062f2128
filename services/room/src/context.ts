import type { Clock, Database, Logger, NatsConnection } from '@canstring/service-kit';
import type { RoomConfig } from './config';
import type { PeopleCache } from './db/people-cache';
import type { RoomDatabaseSchema } from './db/schema';
import type { HeartbeatBatches } from './room/heartbeat-batches';
import type { RoomTurnsOfRules } from './room/room-rule';

/** What the room service's actions need, built once at start. */
export interface RoomServiceContext {
  db: Database<RoomDatabaseSchema>;
  nc: NatsConnection;
  config: RoomConfig;
  clock: Clock;
  log: Logger;
  /** Changes to a room wait their turn in this instance before taking a database connection; those queued meanwhile are taken together. */
  roomTurns: RoomTurnsOfRules;
  /** The people of the rooms this instance changed last, so that a change need not read them all again. */
  knownPeople: PeopleCache;
  /** Heartbeats arriving together are recorded in one statement. */
  heartbeats: HeartbeatBatches;
}
